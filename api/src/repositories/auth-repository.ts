import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { User } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { refreshTokens, sessions, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { normalizeEmail } from '../lib/text';

type UserRow = typeof users.$inferSelect;

export const toUser = (u: UserRow): User => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  phone: u.phone,
  emailVerified: u.emailVerifiedAt !== null,
  emailUndeliverable: u.emailUndeliverableAt !== null,
  language: u.language,
  role: u.role,
  createdAt: u.createdAt.toISOString(),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionPolicy = {
  /** sliding lifetime of one refresh token, seconds */
  refreshTtlSeconds: number;
  /** absolute lifetime of a session however often it is refreshed, seconds */
  absoluteTtlSeconds: number;
  /** how long a just-rotated refresh token still answers (two tabs refreshing together), seconds */
  graceSeconds: number;
  /** key deriving each refresh token's successor (the server secret) */
  tokenSecret: string;
};

export type Session = { userId: number; sessionId: string; refreshToken: string };

export function createAuthRepository(db: Db, policy: SessionPolicy) {
  /**
   * The token that replaces `token` at rotation, derived from it with the server secret rather than drawn at random:
   * a second tab presenting `token` within the grace window gets this same successor back, so both tabs stay on one
   * chain instead of forking the session. Unpredictable to anyone without the secret.
   */
  const successorOf = (token: string) =>
    `rt_${createHmac('sha256', policy.tokenSecret).update(`successor:${token}`).digest('base64url')}`;

  async function store(executor: Pick<Db, 'insert'>, token: string, session: typeof sessions.$inferSelect, now: Date) {
    const slidingEnd = now.getTime() + policy.refreshTtlSeconds * 1000;
    await executor
      .insert(refreshTokens)
      .values({
        userId: session.userId,
        familyId: session.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(Math.min(slidingEnd, session.expiresAt.getTime())),
      })
      // the successor already exists when a second tab rotates the same token within the grace window
      .onConflictDoNothing({ target: refreshTokens.tokenHash });
  }

  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return row;
    },

    /**
     * Whether `token` is a live refresh token of the account `email` names: not yet rotated, not expired, its session
     * neither signed out nor past its lifetime. It proves the caller holds a device the owner signed in on; nothing
     * is spent.
     */
    async holdsLiveRefreshToken(email: string, token: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(
          and(
            eq(refreshTokens.tokenHash, hashToken(token)),
            eq(users.email, normalizeEmail(email)),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return row !== undefined;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** A new session (one per sign-in) and its first refresh token. */
    async startSession(userId: number, now: Date): Promise<Session> {
      const refreshToken = `rt_${randomBytes(32).toString('base64url')}`;
      const sessionId = randomUUID();
      await db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({
            id: sessionId,
            userId,
            createdAt: now,
            expiresAt: new Date(now.getTime() + policy.absoluteTtlSeconds * 1000),
          })
          .returning();
        await store(tx, refreshToken, session!, now);
      });
      return { userId, sessionId, refreshToken };
    },

    /**
     * Whether an access token naming this session may still be honoured: the session exists (the account too: it
     * cascades), belongs to the user, is not signed out and not past its absolute lifetime.
     */
    async isSessionActive(sessionId: string, userId: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return row !== undefined;
    },

    /**
     * Exchanges a refresh token for its successor in the same session. Each token works once; presenting a used one
     * again means it leaked (or a stale tab), so the whole session is revoked. Except: within `graceSeconds` of its
     * first use, a second presentation (two tabs refreshing together) gets the same successor back.
     *
     * The session row is locked first, so a sign-out or password reset running at the same time is ordered with this
     * rotation: whichever commits first, the session ends revoked and the token minted here stops working.
     */
    async rotate(token: string, now: Date): Promise<Session> {
      return db
        .transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hashToken(token)));
          if (!row) throw new AppError('INVALID_REFRESH_TOKEN');
          const [session] = await tx.select().from(sessions).where(eq(sessions.id, row.familyId)).for('update');
          if (!session || session.revokedAt) throw new AppError('REFRESH_TOKEN_REVOKED');
          if (row.expiresAt <= now || session.expiresAt <= now) {
            throw new AppError('REFRESH_TOKEN_EXPIRED');
          }
          // claim the token atomically: of two concurrent requests, exactly one sees used_at still null
          const claimed = await tx
            .update(refreshTokens)
            .set({ usedAt: now })
            .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
            .returning({ usedAt: refreshTokens.usedAt });
          if (!claimed.length) {
            const [current] = await tx
              .select({ usedAt: refreshTokens.usedAt })
              .from(refreshTokens)
              .where(eq(refreshTokens.id, row.id));
            const usedAt = current?.usedAt ?? row.usedAt;
            const withinGrace = usedAt !== null && now.getTime() - usedAt.getTime() <= policy.graceSeconds * 1000;
            if (!withinGrace) {
              await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, session.id));
              return null;
            }
          }
          const successor = successorOf(token);
          await store(tx, successor, session, now);
          return { userId: row.userId, sessionId: session.id, refreshToken: successor };
        })
        .then((result) => {
          // thrown outside the transaction so the session's revocation above is committed, not rolled back
          if (!result) throw new AppError('REFRESH_TOKEN_REUSED');
          return result;
        });
    },

    /**
     * Signs out the session a signed-in caller's access token was issued for, and the one `refreshToken` belongs to
     * when it is the same diner's (another diner's token is left alone: holding it is no proof of being them).
     * Without a signed-in caller the refresh token alone names the session. Unknown tokens are ignored. Returns the
     * sessions it named, whose open event streams the caller ends.
     */
    async signOut(
      caller: { userId: number; sessionId: string } | null,
      refreshToken: string | undefined,
      now: Date,
    ): Promise<string[]> {
      const ended: string[] = [];
      if (caller) ended.push(caller.sessionId);
      if (refreshToken) {
        const [row] = await db
          .select({ sessionId: refreshTokens.familyId, userId: refreshTokens.userId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
        if (row && (!caller || row.userId === caller.userId)) ended.push(row.sessionId);
      }
      if (!ended.length) return [];
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            inArray(sessions.id, ended),
            isNull(sessions.revokedAt),
            ...(caller ? [eq(sessions.userId, caller.userId)] : []),
          ),
        );
      // an already-ended session is named too: streams opened with it before it ended must end now
      return ended;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
