import { Type, type Static } from 'typebox';
import { Data, Id, LocalDate, Page, PageQuery, StaffMember, Timestamp } from './common';

// The manager's audit log (`GET /api/manage/audit`): every write of the back office, who made it, when, and the
// record before and after. Append-only: the API has no route that changes or deletes an entry.

/** What kind of record a write changed. */
export const AUDIT_ENTITY_KINDS = [
  'category',
  'food',
  'combo',
  'voucher',
  'photo',
  'settings',
  'closure',
  'floor',
  'table',
  'review',
] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];

export const AuditEntry = Type.Object({
  id: Id,
  at: Timestamp,
  actor: Type.Union([StaffMember, Type.Null()], { description: 'Who made the write; null once their account is gone' }),
  action: Type.String({ description: "`<kind>.<verb>`, e.g. 'food.update', 'closure.delete', 'review.hide'" }),
  entityKind: Type.Enum(AUDIT_ENTITY_KINDS),
  entityId: Type.String({ description: "The record's id, or its key (a closure's date, 'settings')" }),
  before: Type.Unknown({ description: 'The record as it was (null for a creation)' }),
  after: Type.Unknown({ description: 'The record as the write left it (null for a removal)' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object(
  {
    ...PageQuery.properties,
    actorId: Type.Optional(Id),
    entityKind: Type.Optional(Type.Enum(AUDIT_ENTITY_KINDS)),
    from: Type.Optional(LocalDate),
    to: Type.Optional(LocalDate),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntriesResponse = Data(Page(AuditEntry));
export type AuditEntriesResponse = Static<typeof AuditEntriesResponse>;
