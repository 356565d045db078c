import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/index';
import { mailAttempts, mailOutbox, users } from '../db/schema';
import { normalizeEmail } from '../lib/text';
import type { StoredMail } from '../mail/mail-model';
import type { MailContent } from '../mail/mail-model';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** A message to write: to an account (its address, name and language as they are in the writing transaction). */
export type NewMail = MailContent & {
  userId: number;
  /** a verification code or reset token the message carries */
  secret?: string;
  /** past this the message is useless (its code or link has expired): it is not sent */
  expiresAt?: Date;
};

/** A message as the operator and the development outbox list it. */
export type OutboxEntry = StoredMail & {
  status: OutboxRow['status'];
  to: string;
  attempts: number;
  nextAttemptAt: Date;
  expiresAt: Date | null;
  lastResponse: string | null;
  messageId: string | null;
  sentAt: Date | null;
  createdAt: Date;
};

/** A message a worker claimed, to send now: `userId` is whose bounces its refusal counts. */
export type ClaimedMail = OutboxEntry & { userId: number | null };

export type MailAttempt = { at: Date; outcome: 'sent' | 'deferred' | 'failed'; response: string };

/** The mail server refused the recipient itself (a 5xx to RCPT TO) this many times in a row: the address is marked. */
export const BOUNCES_TO_MARK = 2;

function entryOf(row: OutboxRow): ClaimedMail {
  return {
    // the row was written by `enqueue` from one `NewMail`: kind and payload belong together
    ...({ kind: row.kind, payload: row.payload } as MailContent),
    id: row.id,
    userId: row.userId,
    language: row.language,
    toName: row.toName,
    secret: row.secret,
    status: row.status,
    to: row.toAddress,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    expiresAt: row.expiresAt,
    lastResponse: row.lastResponse,
    messageId: row.messageId,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
  };
}

/**
 * The outbox: messages are written inside the transaction of what they announce, and claimed, sent and recorded by
 * the delivery workers of every API instance. Each state change is one conditional statement (or one transaction),
 * so the database decides between instances: a claim skips rows another instance holds (`FOR UPDATE SKIP LOCKED`)
 * and hides the row from the others until its lease ends.
 */
export function createOutboxRepository(db: Db) {
  /** Ends a claimed message's attempt: its new state and the attempt's record, in one transaction. */
  async function record(
    id: number,
    attempt: MailAttempt,
    change: Partial<typeof mailOutbox.$inferInsert>,
    afterwards?: (tx: Executor, row: OutboxRow) => Promise<void>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(mailOutbox)
        .set({
          ...change,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastResponse: attempt.response,
          claimedUntil: null,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
        .returning();
      if (!row) return;
      await tx.insert(mailAttempts).values({ messageId: id, ...attempt });
      await afterwards?.(tx, row);
    });
  }

  /** The account the message went to, while the address is still the account's. */
  const sameAccount = (row: OutboxRow) => and(eq(users.id, row.userId ?? 0), eq(users.email, row.toAddress));

  return {
    /**
     * Writes a message to the account, in its language, inside the caller's transaction: it exists exactly when what
     * it announces does.
     */
    async enqueue(executor: Executor, mail: NewMail, now: Date): Promise<void> {
      const [user] = await executor
        .select({ email: users.email, fullName: users.fullName, language: users.language })
        .from(users)
        .where(eq(users.id, mail.userId));
      if (!user) throw new Error(`no account ${mail.userId} to write to`);
      await executor.insert(mailOutbox).values({
        kind: mail.kind,
        userId: mail.userId,
        toAddress: user.email,
        toName: user.fullName,
        language: user.language,
        payload: mail.payload,
        secret: mail.secret ?? null,
        nextAttemptAt: now,
        expiresAt: mail.expiresAt ?? null,
        createdAt: now,
      });
    },

    /**
     * The next due message, claimed for `leaseMs`: no other worker takes it until then. A claim is no attempt: a
     * worker that dies before sending leaves the message to be claimed again once the lease ends.
     */
    async claimNext(now: Date, leaseMs: number): Promise<ClaimedMail | undefined> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            lte(mailOutbox.nextAttemptAt, now),
            or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
            or(isNull(mailOutbox.expiresAt), gt(mailOutbox.expiresAt, now)),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(mailOutbox)
        .set({ claimedUntil: new Date(now.getTime() + leaseMs) })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return row ? entryOf(row) : undefined;
    },

    /**
     * Gives back every claim (the worker is starting): only where this process is the database's one user, as PGlite
     * is (its lock file), can a claim still in place only be one a killed process left.
     */
    async releaseClaims(): Promise<number> {
      const released = await db
        .update(mailOutbox)
        .set({ claimedUntil: null })
        .where(and(eq(mailOutbox.status, 'pending'), sql`${mailOutbox.claimedUntil} is not null`))
        .returning({ id: mailOutbox.id });
      return released.length;
    },

    /** The mail server took it; the account's address works, whatever it refused before. */
    recordSent(id: number, attempt: MailAttempt & { messageId: string }): Promise<void> {
      const { messageId, ...rest } = attempt;
      return record(id, rest, { status: 'sent', sentAt: attempt.at, messageId, secret: null }, async (tx, row) => {
        await tx
          .update(users)
          .set({ emailBounces: 0, emailUndeliverableAt: null })
          .where(and(sameAccount(row), gt(users.emailBounces, 0)));
      });
    },

    /** Try again at `retryAt` (the server could not take it now). */
    recordDeferred(id: number, attempt: MailAttempt & { retryAt: Date; messageId: string }): Promise<void> {
      const { retryAt, messageId, ...rest } = attempt;
      return record(id, rest, { nextAttemptAt: retryAt, messageId });
    },

    /**
     * Refused for good: never tried again. When the server refused the recipient itself, the account's consecutive
     * bounces grow, and at `BOUNCES_TO_MARK` the address is marked undeliverable (the diner is told to fix it).
     */
    recordFailed(id: number, attempt: MailAttempt & { recipientRefused: boolean; messageId: string | null }) {
      const { recipientRefused, messageId, ...rest } = attempt;
      return record(id, rest, { status: 'failed', messageId, secret: null }, async (tx, row) => {
        if (!recipientRefused) return;
        await tx
          .update(users)
          .set({
            emailBounces: sql`${users.emailBounces} + 1`,
            emailUndeliverableAt: sql`case when ${users.emailBounces} + 1 >= ${BOUNCES_TO_MARK} then coalesce(${users.emailUndeliverableAt}, ${attempt.at.toISOString()}::timestamptz) else ${users.emailUndeliverableAt} end`,
          })
          .where(sameAccount(row));
      });
    },

    /** Messages whose code or link ran out before they could go: expired, their secret erased. */
    async expireOverdue(now: Date): Promise<number> {
      const expired = await db
        .update(mailOutbox)
        .set({ status: 'expired', secret: null, claimedUntil: null })
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.expiresAt, now)))
        .returning({ id: mailOutbox.id });
      return expired.length;
    },

    /** Deletes finished messages (sent, failed, expired) created before `before`; waiting ones are never dropped. */
    async purgeFinished(before: Date): Promise<number> {
      const purged = await db
        .delete(mailOutbox)
        .where(and(ne(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, before)))
        .returning({ id: mailOutbox.id });
      return purged.length;
    },

    /** Newest first (insertion order: one sequence for every instance, not the writer's clock), at most `limit`. */
    async list(options: { to?: string | undefined; limit?: number } = {}): Promise<OutboxEntry[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(options.to ? eq(mailOutbox.toAddress, normalizeEmail(options.to)) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(options.limit ?? 100);
      return rows.map(entryOf);
    },

    /** One message with its attempts, oldest first. */
    async find(id: number): Promise<(OutboxEntry & { attemptLog: MailAttempt[] }) | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!row) return undefined;
      const attemptLog = await db
        .select({ at: mailAttempts.at, outcome: mailAttempts.outcome, response: mailAttempts.response })
        .from(mailAttempts)
        .where(eq(mailAttempts.messageId, id))
        .orderBy(asc(mailAttempts.id));
      return { ...entryOf(row), attemptLog };
    },

    /** How many messages wait (the health answer). */
    async countPending(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      return row?.n ?? 0;
    },

    /** Development only (`DELETE /api/dev/outbox`: an e2e run starts clean). */
    async clear(): Promise<void> {
      await db.delete(mailOutbox);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/**
 * How a repository writes a message: `enqueue` inside the transaction of what it announces, then `announce` once
 * that transaction has committed, so this instance's worker sends it at once rather than at its next look.
 */
export type MailQueue = { enqueue: OutboxRepository['enqueue']; announce: () => void };
