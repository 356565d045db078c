import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Engine } from '../db/index';
import { rateLimitHits } from '../db/schema';
import { MemoryRateLimitStore, type RateLimitStore } from '../lib/rate-limit';

/**
 * The abuse limits' counters in `rate_limit_hits`, shared by every API instance on the database. A hit is one
 * atomic upsert, so simultaneous attempts on several instances are all counted.
 */
export function createRateLimitRepository(db: Db): RateLimitStore {
  return {
    async hit(key, windowMs, now) {
      const windowOver = lte(rateLimitHits.resetAt, now);
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, resetAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
            resetAt: sql`CASE WHEN ${windowOver} THEN excluded.reset_at ELSE ${rateLimitHits.resetAt} END`,
          },
        })
        .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
      return row!;
    },

    async peek(key, now) {
      const [row] = await db
        .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, now)));
      return row ?? null;
    },

    async clear(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },

    async purgeExpired(now) {
      const purged = await db
        .delete(rateLimitHits)
        .where(lte(rateLimitHits.resetAt, now))
        .returning({ key: rateLimitHits.key });
      return purged.length;
    },
  };
}

/** Shared in the database with PostgreSQL (many instances); in memory with PGlite (one process owns its folder). */
export function createRateLimitStore(db: Db, engine: Engine): RateLimitStore {
  return engine === 'postgres' ? createRateLimitRepository(db) : new MemoryRateLimitStore();
}
