import type { Order, OrderStreamEvent } from '@restaurant/shared/contracts';
import type { EventStreamLimits } from '../config';
import { FLOORS_TAG } from '../repositories/floor-admin-repository';
import type { OrderEventRow } from '../repositories/order-event-repository';
import { ORDER_EVENTS_TAG } from '../repositories/order-event-repository';
import type { Invalidation, InvalidationBus } from './invalidation-bus';
import { orderEventMessage } from './server-sent-events';
import { TABLES_TAG } from './slot';

/** Who opened a stream: what its limits count, and what ends it when the right to it ends. */
export type StreamOwner = {
  accountId: number;
  /** the session its access token was issued for (a sign-out ends that session's streams) */
  sessionId: string;
  /** the client address as the abuse limits count it (`clientAddressKey`) */
  address: string;
};

/** Why a stream may not open: its account or its address holds as many as allowed, or this instance does. */
export type StreamRefusal = 'account' | 'address' | 'instance';

/** The bus tag that ends every open stream of an account, on every instance (a password reset, a lost staff role). */
export const accountStreamsTag = (accountId: number) => `streams:account:${accountId}`;
/** The bus tag that ends every open stream opened with one session's tokens (its sign-out). */
export const sessionStreamsTag = (sessionId: string) => `streams:session:${sessionId}`;

/** One open stream, as the hub sees it. Its methods write to the connection and must not throw. */
export type StreamClient = {
  owner: StreamOwner;
  /** only this order's events (a diner's stream); every order's when absent (a staff board) */
  orderId?: number;
  /** `message` is the event as written on the wire, serialised once for every stream that gets it */
  send(event: OrderStreamEvent, message: string): void;
  /** staff streams: the tables changed (nothing to replay: the client reads the floor again) */
  floorChanged(): void;
  /** staff streams: the floor plan changed (a floor or a table added, moved or removed): the client reads it again */
  planChanged(): void;
  /** caught up: every event up to `lastEventId` that this stream should have has been sent */
  ready(lastEventId: number): void;
  heartbeat(): void;
  /** resolves once what was sent has left for the client (the connection's buffer drained), or the stream ended */
  drained(): Promise<void>;
  /** the server is closing, or the right to the stream ended: end the response */
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
  limits: EventStreamLimits;
  /** how an event is written on the wire (tests count the calls) */
  serialize?: (event: OrderStreamEvent) => string;
  /** how long a "the tables changed" waits for the writes that follow it (FLOOR_CHANGE_WINDOW_MS) */
  floorWindowMs?: number;
  onError?: (error: unknown) => void;
};

export type OrderEventHub = {
  /** Why a stream of `owner` may not open now, or null: it may. Asked right before `open`, with no wait between. */
  refusal(owner: StreamOwner): StreamRefusal | null;
  /**
   * Sends the client what it missed after `lastEventId` (nothing when absent: it starts from now), page by page as
   * the client takes them, then `ready`, then every new event as it is committed on any instance. The stream counts
   * towards the limits from this call on. Returns the function that removes it.
   */
  open(client: StreamClient, lastEventId?: number): Promise<() => void>;
  /** how many streams are open, those still catching up included (tests: none is left behind) */
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

/** Every write of the floor plan editor (`/manage/floors`, `/manage/tables`) publishes FLOORS_TAG. */
function touchesPlan(invalidation: Invalidation): boolean {
  return 'all' in invalidation || invalidation.tags.includes(FLOORS_TAG);
}

/**
 * Rows read per query: a reconnect after a long gap (a staff `Last-Event-ID: 0` asks for the whole history) is read
 * and sent a page at a time, the next page read only once the client has taken the last one.
 */
export const EVENT_PAGE_SIZE = 200;
const PAGE = EVENT_PAGE_SIZE;

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
 * neither misses an event nor gets one twice. A long catch-up runs outside that queue, page by page at the client's
 * pace, so a slow or greedy replay holds up no other stream; only its last page (less than one) is sent in the queue.
 *
 * The hub also knows whose streams it holds (`StreamOwner`): it refuses one past the limits, and ends an account's
 * or a session's streams when the bus carries `accountStreamsTag` / `sessionStreamsTag` from any instance.
 */
export function createOrderEventHub(options: OrderEventHubOptions): OrderEventHub {
  const {
    bus,
    events,
    orders,
    heartbeatMs,
    limits,
    serialize = orderEventMessage,
    floorWindowMs = FLOOR_CHANGE_WINDOW_MS,
    onError = () => {},
  } = options;
  /** every open stream, those still catching up included: what the limits count and a revocation ends */
  const streams = new Set<StreamClient>();
  /** each caught-up stream with the id of the last event it has (or need not have) */
  const clients = new Map<StreamClient, { after: number }>();
  /** the last event sent to the streams; null while none is open (nothing is read for nobody) */
  let lastId: number | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let pumpQueued = false;
  let heartbeat: NodeJS.Timeout | null = null;
  let floorChange: NodeJS.Timeout | null = null;
  /** what the pending window says: the tables' state changed, the plan changed, or both */
  const pending = { tables: false, plan: false };
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
        let message: string | undefined;
        for (const [client, state] of clients) {
          if (event.id <= state.after) continue;
          state.after = event.id;
          if (client.orderId === undefined || client.orderId === event.order.id) {
            client.send(event, (message ??= serialize(event)));
          }
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

  /** Ends at once the streams of the accounts and sessions the tags name (the right to them has ended). */
  function endRevoked(tags: readonly string[]) {
    const revoked = new Set(tags.filter((tag) => tag.startsWith('streams:')));
    if (!revoked.size) return;
    for (const client of [...streams]) {
      const { accountId, sessionId } = client.owner;
      if (revoked.has(accountStreamsTag(accountId)) || revoked.has(sessionStreamsTag(sessionId))) {
        remove(client);
        client.end();
      }
    }
  }

  const unsubscribe = bus.subscribe((invalidation) => {
    // `all` (a listener that reconnected) ends nothing: the token's expiry still ends a stream whose end was missed
    if ('tags' in invalidation) endRevoked(invalidation.tags);
    if ('all' in invalidation || invalidation.tags.includes(ORDER_EVENTS_TAG)) requestPump();
    // Not in the log: the floor's state is a handful of rows a client re-reads whole, so a "read again" is enough. A
    // stream still catching up is not yet in `clients`, and gets `ready` after this write's commit.
    // A plan saved in the editor is told the same way, in the same window: the floor draws the new plan.
    const tables = touchesTables(invalidation);
    const plan = touchesPlan(invalidation);
    if ((!tables && !plan) || closed) return;
    pending.tables ||= tables;
    pending.plan ||= plan;
    floorChange ??= setTimeout(() => {
      floorChange = null;
      const { tables: tablesChanged, plan: planChanged } = pending;
      pending.tables = pending.plan = false;
      for (const client of clients.keys()) {
        if (client.orderId !== undefined) continue;
        if (planChanged) client.planChanged();
        if (tablesChanged) client.floorChanged();
      }
    }, floorWindowMs);
  });

  function remove(client: StreamClient) {
    streams.delete(client);
    if (!clients.delete(client) || clients.size) return;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    // the next stream starts from the newest event then, not from whatever was written while nobody listened
    void serial(async () => {
      if (!clients.size) lastId = null;
    });
  }

  /** Sends the events after `after` up to `upTo` a page at a time, each once the client has taken the last. */
  async function replay(client: StreamClient, after: number, upTo: number) {
    while (after < upTo && streams.has(client)) {
      const rows = await events.after(after, PAGE, { orderId: client.orderId, upTo });
      for (const event of await withOrders(rows)) client.send(event, serialize(event));
      if (rows.length < PAGE) return;
      after = rows.at(-1)!.id;
      await client.drained();
    }
  }

  /**
   * Catches the client up, then adds it to the live streams. The hub moves on meanwhile: each round replays what
   * was committed before it started, outside the queue, until what is left fits in one page, sent in the queue.
   */
  async function admit(client: StreamClient, lastEventId: number | undefined): Promise<() => void> {
    let after = lastEventId;
    for (;;) {
      const step = await serial(async () => {
        if (closed) throw new Error('the order event hub is closed');
        // ended while catching up (revoked, or the client went away): nothing to add
        if (!streams.has(client)) return { joined: true as const };
        // with no stream live, nobody moves lastId on: read where the log ends now (the gap is this stream's to read)
        if (lastId === null || !clients.size) lastId = await events.latestId();
        // what other streams are owed first: the catch-up below stops at lastId
        else await pump();
        const upTo = lastId;
        const from = after ?? upTo;
        const rows = from < upTo ? await events.after(from, PAGE, { orderId: client.orderId, upTo }) : [];
        if (rows.length === PAGE) return { joined: false as const, from, upTo };
        for (const event of await withOrders(rows)) client.send(event, serialize(event));
        // a Last-Event-ID from an instance that has read further than this one: those events are not sent again
        const state = { after: Math.max(from, upTo) };
        client.ready(state.after);
        clients.set(client, state);
        heartbeat ??= setInterval(() => {
          for (const open of clients.keys()) open.heartbeat();
          // a notification lost on the way (an instance that died between its commit and its NOTIFY) is late,
          // not lost
          requestPump();
        }, heartbeatMs);
        heartbeat.unref();
        return { joined: true as const };
      });
      if (step.joined) return () => remove(client);
      await replay(client, step.from, step.upTo);
      after = step.upTo;
    }
  }

  return {
    refusal(owner) {
      let ofAccount = 0;
      let ofAddress = 0;
      for (const { owner: other } of streams) {
        if (other.accountId === owner.accountId) ofAccount += 1;
        if (other.address === owner.address) ofAddress += 1;
      }
      if (ofAccount >= limits.perAccount) return 'account';
      if (ofAddress >= limits.perAddress) return 'address';
      if (streams.size >= limits.perInstance) return 'instance';
      return null;
    },
    open(client, lastEventId) {
      // counted from now, before any wait: a burst of opens cannot all pass the limits
      streams.add(client);
      return admit(client, lastEventId).catch((error: unknown) => {
        remove(client);
        throw error;
      });
    },
    size: () => streams.size,
    async close() {
      closed = true;
      unsubscribe();
      if (floorChange) clearTimeout(floorChange);
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const open = [...streams];
      streams.clear();
      clients.clear();
      for (const client of open) client.end();
      await chain;
    },
  };
}
