import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AccountLanguage } from '@restaurant/shared/contracts';
import type { Db, Executor } from '../db/index';
import { emailVerificationCodes, passwordResetTokens, sendThrottle, sessions, users } from '../db/schema';
import { AppError, SQLSTATE, sqlState } from '../lib/errors';
import { normalizeEmail } from '../lib/text';
import type { MailQueue } from './outbox-repository';

type UserRow = typeof users.$inferSelect;

export type AccountPolicy = {
  /** key for the verification-code HMAC (the server secret) */
  codeSecret: string;
  resetTtlMinutes: number;
  codeTtlMinutes: number;
  /** wrong codes allowed per address in `codeAttemptWindowMinutes`, however many codes are sent */
  maxCodeAttempts: number;
  codeAttemptWindowMinutes: number;
};

/**
 * Makes the account of `email` staff or a diner again (`npm run staff:create -w api`); answers its id, or undefined
 * when no account has that address. The staff routes read the role on every request, so it holds at once.
 */
/**
 * Gives the account of `email` the role. Staff or manager only to an account whose address is confirmed (by its code
 * or a reset link): whoever signed up first with a future cook's address never controlled that inbox, and must not
 * become staff.
 * A diner again whatever the address. `was`: the role before, for the operator to read what changed.
 */
export async function setRoleByEmail(
  db: Db,
  email: string,
  role: UserRow['role'],
): Promise<
  | { outcome: 'changed'; id: number; email: string; fullName: string; was: UserRow['role'] }
  | { outcome: 'unverified' }
  | { outcome: 'missing' }
> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        role: users.role,
        verifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .for('update');
    if (!account) return { outcome: 'missing' };
    if (role !== 'diner' && account.verifiedAt === null) return { outcome: 'unverified' };
    await tx.update(users).set({ role }).where(eq(users.id, account.id));
    return { outcome: 'changed', id: account.id, email: account.email, fullName: account.fullName, was: account.role };
  });
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Password resets, e-mail verification codes and send cool-downs. Every state change that two requests could race
 * for (using a reset token, spending a code attempt, starting a cool-down) is one conditional UPDATE/INSERT, so the
 * database decides and the rules hold across instances.
 */
export type NewAccount = {
  email: string;
  passwordHash: string;
  fullName: string;
  phone: string | null;
  language: AccountLanguage;
};

/**
 * Starts a cool-down for `key` unless one is running: `0` when sending may go ahead, else the seconds left.
 * Keyed by address whether or not it has an account, so the answers never tell them apart.
 */
async function claimSendOn(executor: Executor, key: string, cooldownSeconds: number, now: Date): Promise<number> {
  const claimed = await executor
    .insert(sendThrottle)
    .values({ key, lastSentAt: now })
    .onConflictDoUpdate({
      target: sendThrottle.key,
      set: { lastSentAt: now },
      setWhere: lte(sendThrottle.lastSentAt, new Date(now.getTime() - cooldownSeconds * 1000)),
    })
    .returning({ key: sendThrottle.key });
  if (claimed.length) return 0;
  const [row] = await executor.select().from(sendThrottle).where(eq(sendThrottle.key, key));
  const left = row ? row.lastSentAt.getTime() + cooldownSeconds * 1000 - now.getTime() : 0;
  return Math.max(1, Math.ceil(left / 1000));
}

export function createAccountRepository(db: Db, policy: AccountPolicy, mail: MailQueue) {
  const codeHash = (userId: number, code: string) =>
    createHmac('sha256', policy.codeSecret).update(`${userId}:${code}`).digest('hex');

  /**
   * A fresh six-digit code for the account, replacing any pending one, and the message that carries it. The wrong
   * tries already spent stay spent: asking for a new code must not buy another round of guesses.
   */
  async function issueVerificationCode(tx: Executor, userId: number, now: Date): Promise<void> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + policy.codeTtlMinutes * 60_000);
    const values = { codeHash: codeHash(userId, code), createdAt: now, expiresAt };
    await tx
      .insert(emailVerificationCodes)
      .values({ userId, ...values, attempts: 0, attemptsWindowStartedAt: now })
      .onConflictDoUpdate({ target: emailVerificationCodes.userId, set: values });
    await mail.enqueue(
      tx,
      {
        kind: 'email-verification',
        userId,
        payload: { validMinutes: policy.codeTtlMinutes },
        secret: code,
        expiresAt,
      },
      now,
    );
  }

  return {
    /**
     * Creates a diner's account with its first verification code and the message that carries it, in one
     * transaction, and starts the address's cool-down (asking for another code waits it out). 409 for a taken address.
     */
    async register(account: NewAccount, throttleKey: string, cooldownSeconds: number, now: Date): Promise<UserRow> {
      try {
        const user = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ ...account, email: normalizeEmail(account.email), fullName: account.fullName.trim() })
            .returning();
          await claimSendOn(tx, throttleKey, cooldownSeconds, now);
          await issueVerificationCode(tx, row!.id, now);
          return row!;
        });
        mail.announce();
        return user;
      } catch (error) {
        if (sqlState(error) === SQLSTATE.uniqueViolation) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
    },

    /** A new code for an account whose address is not confirmed yet, with its message. */
    async sendVerificationCode(userId: number, now: Date): Promise<void> {
      await db.transaction((tx) => issueVerificationCode(tx, userId, now));
      mail.announce();
    },

    /**
     * A new reset link for the account, written with its token in one transaction, and the only one that works: the
     * earlier links stop working, so an old message (forwarded, left in a shared inbox) opens nothing. Whoever asks
     * again for the diner's address cannot lock the diner out: the new link goes to the diner's inbox too.
     */
    async sendResetLink(user: UserRow, now: Date): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + policy.resetTtlMinutes * 60_000);
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ invalidatedAt: now })
          .where(
            and(
              eq(passwordResetTokens.userId, user.id),
              isNull(passwordResetTokens.usedAt),
              isNull(passwordResetTokens.invalidatedAt),
            ),
          );
        await tx
          .insert(passwordResetTokens)
          .values({ userId: user.id, tokenHash: sha256(token), createdAt: now, expiresAt });
        await mail.enqueue(
          tx,
          {
            kind: 'password-reset',
            userId: user.id,
            payload: { validMinutes: policy.resetTtlMinutes },
            secret: token,
            expiresAt,
          },
          now,
        );
      });
      mail.announce();
    },

    /** The language the diner's e-mails are written in, from now on; the account as it now is. */
    async setLanguage(userId: number, language: AccountLanguage): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
      return row;
    },

    /**
     * Spends the token and sets the new password; every session of the account is signed out and every other link
     * stops working. Returns the account's id, or null when the token is unknown, used, cancelled by another link's
     * use, or expired. Following the link proves the address, so it counts as verified too.
     */
    async resetPassword(token: string, passwordHash: string, now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(token)),
              isNull(passwordResetTokens.usedAt),
              isNull(passwordResetTokens.invalidatedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return null;
        await tx
          .update(users)
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(users.id, claimed.userId));
        await tx
          .update(passwordResetTokens)
          .set({ invalidatedAt: now })
          .where(
            and(
              eq(passwordResetTokens.userId, claimed.userId),
              isNull(passwordResetTokens.usedAt),
              isNull(passwordResetTokens.invalidatedAt),
            ),
          );
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, claimed.userId), isNull(sessions.revokedAt)));
        return claimed.userId;
      });
    },

    /**
     * Checks a code. The attempt is spent before the comparison (one conditional UPDATE), so parallel guesses
     * cannot get past the limit of `maxCodeAttempts` per window; the right code marks the address verified and
     * removes the code.
     */
    async verifyCode(userId: number, code: string, now: Date): Promise<boolean> {
      const windowStart = new Date(now.getTime() - policy.codeAttemptWindowMinutes * 60_000);
      const windowOver = lte(emailVerificationCodes.attemptsWindowStartedAt, windowStart);
      const [pending] = await db
        .update(emailVerificationCodes)
        .set({
          attempts: sql`case when ${windowOver} then 1 else ${emailVerificationCodes.attempts} + 1 end`,
          attemptsWindowStartedAt: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${emailVerificationCodes.attemptsWindowStartedAt} end`,
        })
        .where(
          and(
            eq(emailVerificationCodes.userId, userId),
            or(lt(emailVerificationCodes.attempts, policy.maxCodeAttempts), windowOver),
            gt(emailVerificationCodes.expiresAt, now),
          ),
        )
        .returning({ codeHash: emailVerificationCodes.codeHash });
      if (!pending) return false;
      const expected = Buffer.from(pending.codeHash, 'hex');
      const given = Buffer.from(codeHash(userId, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
        await tx.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
      });
      return true;
    },

    /** See `claimSendOn`. */
    claimSend: (key: string, cooldownSeconds: number, now: Date) => claimSendOn(db, key, cooldownSeconds, now),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
