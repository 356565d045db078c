import { Type, type Static } from 'typebox';
import { AccountLanguage } from './auth';
import { Data, Id, Timestamp } from './common';

// The outbox over HTTP: what the API e-mails (or will), readable only when the server runs with DEV_OUTBOX=1.

export const OutboxKind = Type.Enum([
  'email-verification',
  'password-reset',
  'booking-confirmed',
  'booking-cancelled',
  'order-receipt',
  'order-ready',
]);
export type OutboxKind = Static<typeof OutboxKind>;

export const OutboxStatus = Type.Enum(['pending', 'sent', 'failed', 'expired'], {
  description: 'pending: waiting for the mail server (or for one to be configured); sent: the mail server took it',
});
export type OutboxStatus = Static<typeof OutboxStatus>;

export const OutboxMessage = Type.Object({
  id: Id,
  kind: OutboxKind,
  status: OutboxStatus,
  to: Type.String(),
  language: AccountLanguage,
  subject: Type.String(),
  text: Type.String({ description: 'The plain-text part as it is (or was) sent' }),
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
