import { MESSAGES, messageText, type ErrorId, type MessageParams } from '../i18n/messages';

/**
 * An error meant for the client, named by its catalogue entry (`i18n/messages.ts`), which gives its status, stable
 * code and text in every language; the error handler answers in the request's language. `message` is the English
 * text, for logs.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(
    readonly messageId: ErrorId,
    readonly params: MessageParams = {},
    /** what the refusal is about, item by item (the bookings that keep a table from being removed) */
    readonly details?: Array<{ path: string; message: string }>,
  ) {
    super(messageText(messageId, 'en', params));
    this.name = 'AppError';
    this.statusCode = MESSAGES[messageId].status;
    this.code = MESSAGES[messageId].code;
  }
}

/** SQLSTATE of a database error, wherever the driver or Drizzle put it. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function constraintName(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  exclusionViolation: '23P01',
  /** PostgreSQL aborted one transaction of a lock cycle; run again, it no longer meets the other */
  deadlockDetected: '40P01',
  /** a statement cancelled, here by statement_timeout */
  queryCanceled: '57014',
} as const;
