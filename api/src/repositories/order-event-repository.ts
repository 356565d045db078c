import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { OrderStatus } from '@restaurant/shared/contracts';
import type { Db, Tx } from '../db/index';
import { orderEvents } from '../db/schema';

/** One row of an order's timeline: its id is the id of the event the live streams send. */
export type OrderEventRow = { id: number; orderId: number; status: OrderStatus; at: Date };

/**
 * What a write of order events publishes on the invalidation bus once committed: "there are new events", nothing
 * more. Every instance's hub then reads the rows after the last one it sent, so the message needs no content and a
 * lost or merged one costs nothing but time (the hub also looks on every heartbeat).
 */
export const ORDER_EVENTS_TAG = 'order-events';

// Any fixed number: the one advisory lock every transaction writing order events takes.
const ORDER_EVENTS_LOCK = 0x6f726476;

/**
 * Writes timeline entries so that their ids become visible in increasing order. An identity value is drawn when
 * the row is inserted, not when its transaction commits: without this, a transaction that drew id 7 could commit
 * after one that drew id 8 was read, and a stream reading "after 8" would never send 7. The transaction-scoped
 * advisory lock orders the writers: the next one draws its ids only after this one has committed (or rolled back).
 *
 * It must be the last statement of its transaction: the lock is held until the commit, and a transaction that
 * waited for another lock while holding it could deadlock with one that holds that lock and waits for this one.
 * Orders are few (a restaurant's, not a shop's), so writers queuing here for the length of a commit cost nothing.
 */
export async function recordOrderEvents(
  tx: Tx,
  events: readonly { orderId: number; status: OrderStatus; at: Date }[],
): Promise<void> {
  if (!events.length) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_EVENTS_LOCK})`);
  await tx.insert(orderEvents).values([...events]);
}

/** Reads the order events the live streams send, by id, oldest first. */
export function createOrderEventRepository(db: Db) {
  return {
    /** The id of the newest event: a stream opened now starts after it. 0 when there is none. */
    async latestId(): Promise<number> {
      const [row] = await db.select({ id: max(orderEvents.id) }).from(orderEvents);
      return row?.id ?? 0;
    },

    /** At most `limit` events after `afterId` (up to `upTo` when given), of one order when `orderId` is given. */
    async after(
      afterId: number,
      limit: number,
      filter: { orderId?: number; upTo?: number } = {},
    ): Promise<OrderEventRow[]> {
      return db
        .select({ id: orderEvents.id, orderId: orderEvents.orderId, status: orderEvents.status, at: orderEvents.at })
        .from(orderEvents)
        .where(
          and(
            gt(orderEvents.id, afterId),
            filter.upTo === undefined ? undefined : lte(orderEvents.id, filter.upTo),
            filter.orderId === undefined ? undefined : eq(orderEvents.orderId, filter.orderId),
          ),
        )
        .orderBy(asc(orderEvents.id))
        .limit(limit);
    },
  };
}

export type OrderEventRepository = ReturnType<typeof createOrderEventRepository>;
