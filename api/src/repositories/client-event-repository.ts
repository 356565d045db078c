import { createHash } from 'node:crypto';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ClientEventBody } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { clientErrorSamples, clientEventCounts, clientEventsSeen } from '../db/schema';

/** Stacks kept per remote version: enough to see each failure, never a table a flood can grow. */
export const CLIENT_ERROR_SAMPLES_PER_VERSION = 50;

/** How long rows stay (housekeeping purges older ones). */
export const CLIENT_EVENT_KEEP = {
  /** longer than any page view lasts: a beacon sent again within it is still recognised */
  seen: 24 * 3600_000,
  /** counts and samples: a month of a release's history */
  counts: 30 * 24 * 3600_000,
} as const;

export type VersionActivity = { version: string; pageViews: number; errors: number };

export type ClientErrorSample = {
  version: string;
  kind: string;
  route: string;
  message: string;
  stack: string | null;
  at: Date;
};

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** What makes an event the same event within one page view: the page view itself, or the error's kind and text. */
function seenKey(event: ClientEventBody): string {
  const what =
    event.type === 'page-view'
      ? 'page-view'
      : `${event.kind}|${createHash('sha256').update(event.message).digest('hex').slice(0, 32)}`;
  return `${event.pageViewId}|${event.remote}|${what}`;
}

/**
 * Page views and client errors per remote version (`POST /api/client-errors`), counted per minute, with a capped
 * sample of the errors' stacks. `activitySince` is what a release's error rate (and its automatic rollback) reads.
 */
export function createClientEventRepository(db: Db) {
  return {
    /** Counts an event once per page view; false when it was counted already (nothing is written then). */
    async record(event: ClientEventBody, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const fresh = await tx
          .insert(clientEventsSeen)
          .values({ key: seenKey(event), seenAt: now })
          .onConflictDoNothing({ target: clientEventsSeen.key })
          .returning({ key: clientEventsSeen.key });
        if (fresh.length === 0) return false;
        const isError = event.type === 'error' ? 1 : 0;
        await tx
          .insert(clientEventCounts)
          .values({
            remote: event.remote,
            version: event.version,
            minute: minuteOf(now),
            pageViews: 1 - isError,
            errors: isError,
          })
          .onConflictDoUpdate({
            target: [clientEventCounts.remote, clientEventCounts.version, clientEventCounts.minute],
            set: {
              pageViews: sql`${clientEventCounts.pageViews} + ${1 - isError}`,
              errors: sql`${clientEventCounts.errors} + ${isError}`,
            },
          });
        if (event.type === 'error') {
          // one statement: two beacons at once cannot both see room for the last sample
          await tx.execute(sql`
            insert into ${clientErrorSamples} (remote, version, kind, route, message, stack, at)
            select ${event.remote}, ${event.version}, ${event.kind}, ${event.route}, ${event.message},
                   ${event.stack ?? null}, ${now.toISOString()}::timestamptz
            where (select count(*) from ${clientErrorSamples}
                   where remote = ${event.remote} and version = ${event.version}) < ${CLIENT_ERROR_SAMPLES_PER_VERSION}`);
        }
        return true;
      });
    },

    /** Per version of a remote, the page views and errors counted from `since` on, oldest version first. */
    async activitySince(remote: string, since: Date): Promise<VersionActivity[]> {
      const rows = await db
        .select({
          version: clientEventCounts.version,
          pageViews: sql<string>`sum(${clientEventCounts.pageViews})`,
          errors: sql<string>`sum(${clientEventCounts.errors})`,
        })
        .from(clientEventCounts)
        .where(and(eq(clientEventCounts.remote, remote), gte(clientEventCounts.minute, minuteOf(since))))
        .groupBy(clientEventCounts.version)
        .orderBy(clientEventCounts.version);
      return rows.map((row) => ({
        version: row.version,
        pageViews: Number(row.pageViews),
        errors: Number(row.errors),
      }));
    },

    /** Every remote's totals per version since a time (the metrics). */
    async totalsSince(since: Date): Promise<(VersionActivity & { remote: string })[]> {
      const rows = await db
        .select({
          remote: clientEventCounts.remote,
          version: clientEventCounts.version,
          pageViews: sql<string>`sum(${clientEventCounts.pageViews})`,
          errors: sql<string>`sum(${clientEventCounts.errors})`,
        })
        .from(clientEventCounts)
        .where(gte(clientEventCounts.minute, minuteOf(since)))
        .groupBy(clientEventCounts.remote, clientEventCounts.version);
      return rows.map((row) => ({ ...row, pageViews: Number(row.pageViews), errors: Number(row.errors) }));
    },

    /** The sampled errors of a remote since a time, newest first. */
    async samplesSince(remote: string, since: Date, limit = 100): Promise<ClientErrorSample[]> {
      return db
        .select({
          version: clientErrorSamples.version,
          kind: clientErrorSamples.kind,
          route: clientErrorSamples.route,
          message: clientErrorSamples.message,
          stack: clientErrorSamples.stack,
          at: clientErrorSamples.at,
        })
        .from(clientErrorSamples)
        .where(and(eq(clientErrorSamples.remote, remote), gte(clientErrorSamples.at, since)))
        .orderBy(desc(clientErrorSamples.at), desc(clientErrorSamples.id))
        .limit(limit);
    },

    /** Deletes what no reader needs any more; returns how many rows went. */
    async purgeExpired(now: Date): Promise<number> {
      const seen = await db
        .delete(clientEventsSeen)
        .where(lt(clientEventsSeen.seenAt, new Date(now.getTime() - CLIENT_EVENT_KEEP.seen)))
        .returning({ key: clientEventsSeen.key });
      const countsBefore = new Date(now.getTime() - CLIENT_EVENT_KEEP.counts);
      const counts = await db
        .delete(clientEventCounts)
        .where(lt(clientEventCounts.minute, countsBefore))
        .returning({ remote: clientEventCounts.remote });
      const samples = await db
        .delete(clientErrorSamples)
        .where(lt(clientErrorSamples.at, countsBefore))
        .returning({ id: clientErrorSamples.id });
      return seen.length + counts.length + samples.length;
    },
  };
}

export type ClientEventRepository = ReturnType<typeof createClientEventRepository>;
