import { Type, type Static } from 'typebox';
import { AccountLanguage } from './auth';
import { Data, Id, Timestamp } from './common';

// The outbox over HTTP: what the API e-mails (or will), readable only when the server runs with DEV_OUTBOX=1.

/** What the API e-mails a diner: one template each (api/src/mail/templates). */
export const MAIL_KINDS = [
  'email-verification',
  'password-reset',
  'booking-confirmed',
  'booking-cancelled',
  'order-receipt',
  'order-ready',
] as const;
export const OutboxKind = Type.Enum(MAIL_KINDS);
export type OutboxKind = Static<typeof OutboxKind>;

/**
 * pending: to send (now or at its next attempt, or once a mail server is configured); sent: the mail server took it;
 * failed: refused for good; expired: its code or link ran out before it could go.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'expired'] as const;
export const OutboxStatus = Type.Enum(MAIL_STATUSES);
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
