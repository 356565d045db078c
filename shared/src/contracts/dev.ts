import { Type, type Static } from 'typebox';
import { Data, Id, Timestamp } from './common';

// The development outbox: messages the API would e-mail, readable only when the server runs with DEV_OUTBOX=1.

export const OutboxKind = Type.Enum(['password-reset', 'email-verification']);
export type OutboxKind = Static<typeof OutboxKind>;

export const OutboxMessage = Type.Object({
  id: Id,
  kind: OutboxKind,
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  link: Type.Optional(Type.String({ description: 'Password reset: the link with `#token=`' })),
  code: Type.Optional(Type.String({ description: 'E-mail verification: the six-digit code' })),
  createdAt: Timestamp,
});
export type OutboxMessage = Static<typeof OutboxMessage>;

export const OutboxQuery = Type.Object(
  { to: Type.Optional(Type.String({ minLength: 1, maxLength: 254, description: 'Only messages to this address' })) },
  { additionalProperties: false },
);
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxResponse = Data(Type.Object({ items: Type.Array(OutboxMessage) }));
export type OutboxResponse = Static<typeof OutboxResponse>;
