import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import {
  emailVerificationCodes,
  mailOutbox,
  passwordResetTokens,
  refreshTokens,
  sendThrottle,
  sessions,
  users,
} from '../../src/db/schema';
import { createHousekeepingRepository } from '../../src/repositories/housekeeping-repository';
import { createOutboxRepository } from '../../src/repositories/outbox-repository';
import { createTestApp, newDiner, type TestApp } from '../helpers/test-app';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('purging expired rows', () => {
  it('removes ended sessions with their tokens, spent links and codes, stale throttles and old mail; keeps what rules still read', async () => {
    const now = t.clock.now();
    const ended = await newDiner(t.app);
    const live = await newDiner(t.app);
    const [endedUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ended.email));
    const [liveUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, live.email));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: ended.refreshToken } });
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date(now.getTime() - 2 * DAY) })
      .where(eq(sessions.userId, endedUser!.id));
    await t.db.insert(passwordResetTokens).values([
      { userId: liveUser!.id, tokenHash: 'a'.repeat(64), expiresAt: new Date(now.getTime() - 1000) },
      { userId: liveUser!.id, tokenHash: 'b'.repeat(64), expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    // the live diner's sign-up code: backdate it past its window (the ended diner's stays current)
    await t.db
      .update(emailVerificationCodes)
      .set({
        expiresAt: new Date(now.getTime() - 2 * HOUR),
        attemptsWindowStartedAt: new Date(now.getTime() - 2 * HOUR),
      })
      .where(eq(emailVerificationCodes.userId, liveUser!.id));
    // and its message, never sent (no mail server): it expires, its code erased
    await t.db
      .update(mailOutbox)
      .set({ expiresAt: new Date(now.getTime() - 2 * HOUR) })
      .where(eq(mailOutbox.userId, liveUser!.id));
    // a sent message of two months ago goes
    const [oldMessage] = await t.db
      .update(mailOutbox)
      .set({ status: 'sent', createdAt: new Date(now.getTime() - 60 * DAY) })
      .where(eq(mailOutbox.userId, endedUser!.id))
      .returning({ id: mailOutbox.id });
    await t.db.insert(sendThrottle).values([
      { key: 'purge-test:old', lastSentAt: new Date(now.getTime() - 2 * DAY) },
      { key: 'purge-test:new', lastSentAt: now },
    ]);

    const purged = await createHousekeepingRepository(t.db, createOutboxRepository(t.db)).purgeExpired(now);

    expect(purged).toMatchObject({
      sessions: 1,
      resetTokens: 1,
      verificationCodes: 1,
      sendThrottle: 1,
      expiredMail: 1,
      finishedMail: 1,
    });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, oldMessage!.id))).toEqual([]);
    expect(
      await t.db
        .select({ status: mailOutbox.status, secret: mailOutbox.secret })
        .from(mailOutbox)
        .where(eq(mailOutbox.userId, liveUser!.id)),
    ).toEqual([{ status: 'expired', secret: null }]);
    const sessionUsers = (
      await t.db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(inArray(sessions.userId, [endedUser!.id, liveUser!.id]))
    ).map((s) => s.userId);
    expect(sessionUsers).toEqual([liveUser!.id]);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, endedUser!.id))).toEqual([]);
    expect(
      (await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, liveUser!.id))).map(
        (r) => r.tokenHash,
      ),
    ).toEqual(['b'.repeat(64)]);
    expect(
      await t.db.select().from(emailVerificationCodes).where(eq(emailVerificationCodes.userId, endedUser!.id)),
    ).toHaveLength(1);
    expect(
      (
        await t.db
          .select()
          .from(sendThrottle)
          .where(inArray(sendThrottle.key, ['purge-test:old', 'purge-test:new']))
      ).map((r) => r.key),
    ).toEqual(['purge-test:new']);
    // the live diner is still signed in
    expect((await t.app.inject({ url: '/api/auth/me', headers: live.auth })).statusCode).toBe(200);
  });
});
