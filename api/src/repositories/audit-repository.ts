import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntityKind, AuditEntry, AuditQuery } from '@restaurant/shared/contracts';
import type { Db, Tx } from '../db/index';
import { auditLog } from '../db/schema';
import type { Paged } from './menu-repository';
import { staffMemberOf, staffMembersByIds } from './staff-members';

/** One write of the back office, as its repository records it. */
export type AuditWrite = {
  /** the manager's account id */
  actor: number;
  /** `<kind>.<verb>`: 'food.update', 'closure.delete' */
  action: `${AuditEntityKind}.${string}`;
  entityId: number | string;
  /** the record before the write (null for a creation) and after it (null for a removal), as the API shows it */
  before: unknown;
  after: unknown;
};

/**
 * Records a manager's write in the audit log, on the write's own transaction: the entry exists exactly when the write
 * does. Every write method of the back office's repositories calls it; nothing updates or deletes an entry.
 */
export async function recordAudit(tx: Tx, write: AuditWrite): Promise<void> {
  const entityKind = write.action.slice(0, write.action.indexOf('.'));
  await tx.insert(auditLog).values({
    actorId: write.actor,
    action: write.action,
    entityKind,
    entityId: String(write.entityId),
    // through JSON: a record's dates become their ISO strings, as the API shows them
    before: write.before === null || write.before === undefined ? null : JSON.parse(JSON.stringify(write.before)),
    after: write.after === null || write.after === undefined ? null : JSON.parse(JSON.stringify(write.after)),
  });
}

/** The manager's read of the audit log: newest first, narrowed by who, what kind of record and the restaurant's days. */
export function createAuditRepository(db: Db, timeZone: string) {
  const startOf = (date: string) => sql`((${date})::date::timestamp at time zone ${timeZone})`;
  return {
    async list({ page, size, actorId, entityKind, from, to }: AuditQuery): Promise<Paged<AuditEntry>> {
      const filters: SQL[] = [];
      if (actorId !== undefined) filters.push(eq(auditLog.actorId, actorId));
      if (entityKind !== undefined) filters.push(eq(auditLog.entityKind, entityKind));
      if (from !== undefined) filters.push(gte(auditLog.at, startOf(from)));
      if (to !== undefined) filters.push(lt(auditLog.at, sql`${startOf(to)} + interval '1 day'`));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const members = await staffMembersByIds(
        db,
        rows.map((row) => row.actorId),
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: staffMemberOf(members, row.actorId),
          action: row.action,
          entityKind: row.entityKind as AuditEntityKind,
          entityId: row.entityId,
          before: row.before,
          after: row.after,
        })),
        total: total?.n ?? 0,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** Records the write of `saved` (a record with an id) and answers it: the last step of a write's transaction. */
export async function audited<T extends { id: number }, V extends { record: T }>(
  tx: Tx,
  actor: number,
  action: AuditWrite['action'],
  before: T | null,
  saved: V,
): Promise<V> {
  await recordAudit(tx, { actor, action, entityId: saved.record.id, before, after: saved.record });
  return saved;
}
