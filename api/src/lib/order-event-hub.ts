import type { Order, OrderStreamEvent } from '@restaurant/shared/contracts';
import type { OrderEventRow } from '../repositories/order-event-repository';
import { ORDER_EVENTS_TAG } from '../repositories/order-event-repository';
import type { Invalidation, InvalidationBus } from './invalidation-bus';
import { TABLES_TAG } from './slot';

/** One open stream, as the hub sees it. Its methods write to the connection and must not throw. */
export type StreamClient = {
  /** only this order's events (a diner's stream); every order's when absent (a staff board) */
  orderId?: number;
  send(event: OrderStreamEvent): void;
  /** staff streams: the tables changed (nothing to replay: the client reads the floor again) */
  floorChanged(): void;
  /** caught up: every event up to `lastEventId` that this stream should have has been sent */
  ready(lastEventId: number): void;
  heartbeat(): void;
  /** the server is closing: end the response */
  end(): void;
};

export type OrderEventHubOptions = {
  bus: Pick<InvalidationBus, 'subscribe'>;
  events: {
    latestId(): Promise<number>;
    after(afterId: number, limit: number, filter?: { orderId?: number; upTo?: number }): Promise<OrderEventRow[]>;
  };
  orders: { findByIds(ids: readonly number[]): Promise<Order[]> };
  heartbeatMs: number;
  /** how long a "the tables changed" waits for the writes that follow it (FLOOR_CHANGE_WINDOW_MS) */
  floorWindowMs?: number;
  onError?: (error: unknown) => void;
};

export type OrderEventHub = {
  /**
   * Sends the client what it missed after `lastEventId` (nothing when absent: it starts from now), then `ready`,
   * then every new event as it is committed on any instance. Returns the function that removes it.
   */
  open(client: StreamClient, lastEventId?: number): Promise<() => void>;
  /** how many streams are open (tests: none is left behind) */
  size(): number;
  /** ends every open stream and stops listening */
  close(): Promise<void>;
};

/** Every write that changes which tables are free publishes TABLES_TAG or a day's `tables:` tag (`publishSlotChange`). */
function touchesTables(invalidation: Invalidation): boolean {
  return (
    'all' in invalidation || invalidation.tags.some((tag) => tag === TABLES_TAG || tag.startsWith(`${TABLES_TAG}:`))
  );
}

/** Rows read per query: a reconnect after a long gap is sent in pages, not loaded at once. */
const PAGE = 200;

/**
 * The tables' changes within this window reach each staff stream as one `floor-changed`: a floor reads itself again
 * whole, so a burst of bookings costs each open floor one write and one read per window, not one per booking (the
 * cluster bench's bookings on an instance holding 100 boards).
 */
export const FLOOR_CHANGE_WINDOW_MS = 250;

/**
 * Pushes order events to the open streams of this API instance.
 *
 * The source of truth is the `order_events` table (the orders' timeline), written in the same transaction as the
 * change it records; its ids increase in commit order (`recordOrderEvents`). That makes the id the event id any
 * instance can resume from: "send everything after N" is one indexed read, on whichever instance the client
 * reconnects to, and nothing has to be kept in memory for a client that went away. The invalidation bus (in
 * process on PGlite, LISTEN/NOTIFY between instances on PostgreSQL) only says "there are new rows"; the hub then
 * reads the rows after the last one it sent, once for all its streams. A notification lost while the listener
 * reconnects is made good by the bus's `{ all: true }` and by a look at every heartbeat.
 *
 * Reads and sends run one at a time (`serial`): a stream is added between two reads, after its catch-up, so it
 * neither misses an event nor gets one twice.
 */
export function createOrderEventHub(options: OrderEventHubOptions): OrderEventHub {
  const { bus, events, orders, heartbeatMs, floorWindowMs = FLOOR_CHANGE_WINDOW_MS, onError = () => {} } = options;
  /** each open stream with the id of the last event it has (or need not have) */
  const clients = new Map<StreamClient, { after: number }>();
  /** the last event sent to the streams; null while none is open (nothing is read for nobody) */
  let lastId: number | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let pumpQueued = false;
  let heartbeat: NodeJS.Timeout | null = null;
  let floorChange: NodeJS.Timeout | null = null;
  let closed = false;

  function serial<T>(work: () => Promise<T>): Promise<T> {
    const run = chain.then(work);
    chain = run.catch(() => undefined);
    return run;
  }

  async function withOrders(rows: OrderEventRow[]): Promise<OrderStreamEvent[]> {
    const found = await orders.findByIds([...new Set(rows.map((r) => r.orderId))]);
    const byId = new Map(found.map((o) => [o.id, o]));
    // an order deleted since (its account was) has nothing left to show
    return rows.flatMap((r) => {
      const order = byId.get(r.orderId);
      return order ? [{ id: r.id, status: r.status, at: r.at.toISOString(), order }] : [];
    });
  }

  /** Sends every committed event after `lastId` to the streams that want it. */
  async function pump() {
    while (lastId !== null && clients.size) {
      const rows = await events.after(lastId, PAGE);
      if (!rows.length) return;
      for (const event of await withOrders(rows)) {
        for (const [client, state] of clients) {
          if (event.id <= state.after) continue;
          state.after = event.id;
          if (client.orderId === undefined || client.orderId === event.order.id) client.send(event);
        }
      }
      lastId = rows.at(-1)!.id;
      if (rows.length < PAGE) return;
    }
  }

  function requestPump() {
    // one read waiting is enough: it sees everything committed before it starts
    if (pumpQueued || closed || !clients.size) return;
    pumpQueued = true;
    serial(async () => {
      pumpQueued = false;
      await pump();
    }).catch(onError);
  }

  const unsubscribe = bus.subscribe((invalidation) => {
    if ('all' in invalidation || invalidation.tags.includes(ORDER_EVENTS_TAG)) requestPump();
    // Not in the log: the floor's state is a handful of rows a client re-reads whole, so a "read again" is enough. A
    // stream still catching up is not yet in `clients`, and gets `ready` after this write's commit.
    if (touchesTables(invalidation) && !floorChange && !closed) {
      floorChange = setTimeout(() => {
        floorChange = null;
        for (const client of clients.keys()) if (client.orderId === undefined) client.floorChanged();
      }, floorWindowMs);
    }
  });

  function remove(client: StreamClient) {
    if (!clients.delete(client) || clients.size) return;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    // the next stream starts from the newest event then, not from whatever was written while nobody listened
    void serial(async () => {
      if (!clients.size) lastId = null;
    });
  }

  return {
    open(client, lastEventId) {
      return serial(async () => {
        if (closed) throw new Error('the order event hub is closed');
        if (lastId === null) lastId = await events.latestId();
        // what other streams are owed first: the catch-up below stops at lastId
        else await pump();
        const upTo = lastId;
        let after = lastEventId ?? upTo;
        while (after < upTo) {
          const rows = await events.after(after, PAGE, { orderId: client.orderId, upTo });
          for (const event of await withOrders(rows)) client.send(event);
          if (rows.length < PAGE) break;
          after = rows.at(-1)!.id;
        }
        // a Last-Event-ID from an instance that has read further than this one: those events are not sent again
        const state = { after: Math.max(lastEventId ?? 0, upTo) };
        client.ready(state.after);
        clients.set(client, state);
        heartbeat ??= setInterval(() => {
          for (const open of clients.keys()) open.heartbeat();
          // a notification lost on the way (an instance that died between its commit and its NOTIFY) is late,
          // not lost
          requestPump();
        }, heartbeatMs);
        heartbeat.unref();
        return () => remove(client);
      });
    },
    size: () => clients.size,
    async close() {
      closed = true;
      unsubscribe();
      if (floorChange) clearTimeout(floorChange);
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const open = [...clients.keys()];
      clients.clear();
      for (const client of open) client.end();
      await chain;
    },
  };
}
