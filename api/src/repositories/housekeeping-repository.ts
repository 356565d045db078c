import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/index';
import { emailVerificationCodes, passwordResetTokens, refreshTokens, sendThrottle, sessions } from '../db/schema';
import type { OutboxRepository } from './outbox-repository';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** How long rows stay after they stop mattering: long enough to answer "expired" or "already used" meaningfully. */
const KEEP = {
  /** a rotated or expired refresh token presented again still gets "expired", not "invalid" */
  refreshTokens: DAY,
  /** a signed-out session's tokens answer "signed out" for a day */
  endedSessions: DAY,
  /** an expired code's row holds the hour's wrong-try count (see account-repository) */
  verificationCodes: HOUR,
  /** a sent, refused or expired message stays this long for the operator (`npm run mail -w api -- list`) */
  finishedMail: 30 * DAY,
  /** longer than any send cool-down */
  sendThrottle: DAY,
} as const;

export type PurgeCounts = Record<
  'sessions' | 'refreshTokens' | 'resetTokens' | 'verificationCodes' | 'sendThrottle' | 'expiredMail' | 'finishedMail',
  number
>;

/**
 * Deletes the rows of the token and send-throttle tables that no rule reads any more, so they do not grow forever,
 * and old finished messages; messages whose code or link expired while waiting (no mail server) lose it.
 * (The abuse limits' counters purge themselves: `RateLimitStore.purgeExpired`, in memory or in the database.)
 */
export function createHousekeepingRepository(db: Db, outbox: OutboxRepository) {
  const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

  return {
    async purgeExpired(now: Date): Promise<PurgeCounts> {
      // a session's refresh tokens go with it (ON DELETE CASCADE)
      const endedSessions = await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, before(now, KEEP.endedSessions)),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before(now, KEEP.endedSessions))),
          ),
        )
        .returning({ id: sessions.id });
      const oldRefreshTokens = await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, before(now, KEEP.refreshTokens)))
        .returning({ id: refreshTokens.id });
      const resetTokens = await db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.expiresAt, now))
        .returning({ id: passwordResetTokens.id });
      const verificationCodes = await db
        .delete(emailVerificationCodes)
        .where(
          and(
            lt(emailVerificationCodes.expiresAt, before(now, KEEP.verificationCodes)),
            lt(emailVerificationCodes.attemptsWindowStartedAt, before(now, KEEP.verificationCodes)),
          ),
        )
        .returning({ userId: emailVerificationCodes.userId });
      const throttle = await db
        .delete(sendThrottle)
        .where(lt(sendThrottle.lastSentAt, before(now, KEEP.sendThrottle)))
        .returning({ key: sendThrottle.key });
      const expiredMail = await outbox.expireOverdue(now);
      const finishedMail = await outbox.purgeFinished(before(now, KEEP.finishedMail));
      return {
        sessions: endedSessions.length,
        refreshTokens: oldRefreshTokens.length,
        resetTokens: resetTokens.length,
        verificationCodes: verificationCodes.length,
        sendThrottle: throttle.length,
        expiredMail,
        finishedMail,
      };
    },
  };
}

export type HousekeepingRepository = ReturnType<typeof createHousekeepingRepository>;
