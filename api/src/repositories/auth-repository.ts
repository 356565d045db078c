import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { refreshTokens, users } from '../db/schema';
import { SQLSTATE, conflict, sqlState, unauthorized } from '../lib/errors';

type UserRow = typeof users.$inferSelect;

export const toUser = (u: UserRow): User => ({
  id: u.id,
  email: u.email,
  fullName: u.fullName,
  phone: u.phone,
  emailVerified: u.emailVerifiedAt !== null,
  createdAt: u.createdAt.toISOString(),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type RefreshPolicy = { ttlSeconds: number; graceSeconds: number };

export function createAuthRepository(db: Db, policy: RefreshPolicy) {
  async function issue(executor: Pick<Db, 'insert'>, userId: number, familyId: string, now: Date) {
    const token = `rt_${randomBytes(32).toString('base64url')}`;
    await executor.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + policy.ttlSeconds * 1000),
    });
    return token;
  }

  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async create(input: { email: string; passwordHash: string; fullName: string; phone: string | null }) {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...input, email: input.email.trim().toLowerCase(), fullName: input.fullName.trim() })
          .returning();
        return row!;
      } catch (error) {
        if (sqlState(error) === SQLSTATE.uniqueViolation) {
          throw conflict('EMAIL_TAKEN', 'An account with this email already exists');
        }
        throw error;
      }
    },

    /** Starts a new token family (one per sign-in). */
    startSession(userId: number, now: Date) {
      return issue(db, userId, randomUUID(), now);
    },

    /**
     * Exchanges a refresh token for a new one in the same family. Each token works once; presenting a used one
     * again means it leaked (or a stale tab), so the whole family is revoked. Except: within `graceSeconds` of its
     * first use, a second presentation (two tabs refreshing together) gets its own fresh token instead.
     */
    async rotate(token: string, now: Date): Promise<{ userId: number; refreshToken: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
        if (!row) throw unauthorized('Invalid refresh token', 'INVALID_REFRESH_TOKEN');
        if (row.revokedAt) throw unauthorized('This session has been signed out', 'REFRESH_TOKEN_REVOKED');
        if (row.expiresAt <= now) throw unauthorized('This session has expired: sign in again', 'REFRESH_TOKEN_EXPIRED');
        // claim the token atomically: of two concurrent requests, exactly one sees used_at still null
        const claimed = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (!claimed.length) {
          const [current] = await tx.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.id));
          const usedAt = current?.usedAt ?? row.usedAt;
          const withinGrace = usedAt !== null && now.getTime() - usedAt.getTime() <= policy.graceSeconds * 1000;
          if (!withinGrace) {
            await tx
              .update(refreshTokens)
              .set({ revokedAt: now })
              .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
            return null;
          }
        }
        return { userId: row.userId, refreshToken: await issue(tx, row.userId, row.familyId, now) };
      }).then((result) => {
        // thrown outside the transaction so the family revocation above is committed, not rolled back
        if (!result) throw unauthorized('This refresh token was already used: sign in again', 'REFRESH_TOKEN_REUSED');
        return result;
      });
    },

    /** Signs out the session the token belongs to (its whole family). Unknown tokens are ignored. */
    async revokeFamily(token: string, now: Date) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!row) return;
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
