import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Order, OrderStatus, OrderStreamEvent } from '@restaurant/shared/contracts';
import { createLocalBus, type InvalidationBus, type InvalidationHandler } from '../../src/lib/invalidation-bus';
import {
  accountStreamsTag,
  createOrderEventHub,
  EVENT_PAGE_SIZE,
  FLOOR_CHANGE_WINDOW_MS,
  sessionStreamsTag,
  type StreamClient,
  type StreamOwner,
} from '../../src/lib/order-event-hub';
import { orderEventMessage } from '../../src/lib/server-sent-events';
import { ORDER_EVENTS_TAG, type OrderEventRow } from '../../src/repositories/order-event-repository';

// The hub alone, over an in-memory timeline: what it sends to whom, and that it leaves nothing behind. The routes'
// tests (test/routes/order-events.test.ts) run it over the database on both engines.

/**
 * A bus that counts its subscribers, so a test can see the hub let go of it, and can say "you may have missed
 * some" as the PostgreSQL bus does when its listener reconnects.
 */
function countingBus() {
  const bus = createLocalBus();
  const handlers = new Set<InvalidationHandler>();
  const counted: InvalidationBus = {
    ...bus,
    subscribe(handler) {
      handlers.add(handler);
      const unsubscribe = bus.subscribe(handler);
      return () => {
        handlers.delete(handler);
        unsubscribe();
      };
    },
  };
  return {
    bus: counted,
    subscribers: () => handlers.size,
    lostSome: () => handlers.forEach((handler) => handler({ all: true })),
  };
}

function timeline() {
  const rows: OrderEventRow[] = [];
  return {
    rows,
    add(orderId: number, status: OrderStatus) {
      rows.push({ id: rows.length + 1, orderId, status, at: new Date(0) });
    },
    events: {
      latestId: async () => rows.length,
      after: async (afterId: number, limit: number, filter: { orderId?: number; upTo?: number } = {}) =>
        rows
          .filter(
            (r) =>
              r.id > afterId &&
              (filter.upTo === undefined || r.id <= filter.upTo) &&
              (filter.orderId === undefined || r.orderId === filter.orderId),
          )
          .slice(0, limit),
    },
    orders: {
      findByIds: async (ids: readonly number[]) => ids.map((id) => ({ id }) as Order),
    },
  };
}

/** limits no test here reaches unless it sets its own */
const NO_LIMITS = { perAccount: 1000, perAddress: 1000, perInstance: 1000 };

const A_DINER: StreamOwner = { accountId: 1, sessionId: 'session-1', address: '192.0.2.1' };

/**
 * A stream as the hub sees it. `slow` makes it a client that takes what is sent only when the test says so
 * (`drain()`): its `drained()` waits until then.
 */
function client(orderId?: number, owner: StreamOwner = A_DINER, { slow = false } = {}) {
  const sent: OrderStreamEvent[] = [];
  const messages: string[] = [];
  const drainWaits: Array<() => void> = [];
  const readyAt: number[] = [];
  let heartbeats = 0;
  let floorChanges = 0;
  let ended = false;
  let wake = () => {};
  const self: StreamClient = {
    owner,
    orderId,
    send(event, message) {
      sent.push(event);
      messages.push(message);
      wake();
    },
    floorChanged: () => floorChanges++,
    planChanged: () => {},
    ready: (id) => readyAt.push(id),
    heartbeat: () => heartbeats++,
    drained: () => (slow ? new Promise<void>((resolve) => drainWaits.push(resolve)) : Promise.resolve()),
    end: () => (ended = true),
  };
  return {
    self,
    sent,
    messages,
    /** the hub is waiting for this client to take what it was sent */
    waitingForDrain: () => drainWaits.length > 0,
    drain: () => drainWaits.splice(0).forEach((resolve) => resolve()),
    readyAt,
    heartbeats: () => heartbeats,
    floorChanges: () => floorChanges,
    ended: () => ended,
    /** resolves once `n` events have arrived */
    async received(n: number) {
      while (sent.length < n) await new Promise<void>((resolve) => (wake = resolve));
      return sent.map((e) => [e.order.id, e.status, e.id]);
    },
  };
}

afterEach(() => {
  jest.useRealTimers();
});

/** Resolves as soon as `check` holds (a waiting assertion: no sleep, jest's own limit). */
async function until(check: () => boolean) {
  while (!check()) await new Promise<void>((resolve) => setImmediate(resolve));
}

describe('the order event hub', () => {
  it("tells the staff streams, not the diners', that the tables changed, once per window of changes", async () => {
    jest.useFakeTimers();
    const { bus, lostSome } = countingBus();
    const data = timeline();
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000, limits: NO_LIMITS });
    const board = client();
    const page = client(2);
    await hub.open(board.self);
    await hub.open(page.self);

    // two writes of one burst: one "read the floor again" when the window closes
    await bus.publish(['tables:2026-11-28']);
    await bus.publish(['tables']);
    await bus.publish([ORDER_EVENTS_TAG]);
    expect(board.floorChanges()).toBe(0);
    jest.advanceTimersByTime(FLOOR_CHANGE_WINDOW_MS);
    expect([board.floorChanges(), page.floorChanges()]).toEqual([1, 0]);

    // not a table: nothing
    await bus.publish(['menu']);
    jest.advanceTimersByTime(FLOOR_CHANGE_WINDOW_MS);
    expect(board.floorChanges()).toBe(1);

    // a reconnected listener may have missed a booking: the board reads the floor again
    lostSome();
    jest.advanceTimersByTime(FLOOR_CHANGE_WINDOW_MS);
    expect([board.floorChanges(), page.floorChanges()]).toEqual([2, 0]);
    await hub.close();
  });

  it('sends each new event once to every board and to the stream of its own order only', async () => {
    const { bus } = countingBus();
    const data = timeline();
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000, limits: NO_LIMITS });
    const board = client();
    const page = client(2);
    await hub.open(board.self);
    await hub.open(page.self);
    expect([board.readyAt, page.readyAt]).toEqual([[0], [0]]);

    data.add(1, 'PLACED');
    data.add(2, 'PLACED');
    data.add(2, 'PREPARING');
    await bus.publish([ORDER_EVENTS_TAG]);
    await bus.publish([ORDER_EVENTS_TAG]);
    expect(await board.received(3)).toEqual([
      [1, 'PLACED', 1],
      [2, 'PLACED', 2],
      [2, 'PREPARING', 3],
    ]);
    expect(await page.received(2)).toEqual([
      [2, 'PLACED', 2],
      [2, 'PREPARING', 3],
    ]);
    await hub.close();
    expect(board.sent).toHaveLength(3);
  });

  it('catches a stream up from its Last-Event-ID, then goes on live without repeating', async () => {
    const { bus } = countingBus();
    const data = timeline();
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000, limits: NO_LIMITS });
    const first = client();
    await hub.open(first.self);
    data.add(1, 'PLACED');
    data.add(1, 'PREPARING');
    await bus.publish([ORDER_EVENTS_TAG]);
    await first.received(2);

    const back = client();
    await hub.open(back.self, 1);
    expect(back.sent.map((e) => e.id)).toEqual([2]);
    expect(back.readyAt).toEqual([2]);
    data.add(1, 'READY');
    await bus.publish([ORDER_EVENTS_TAG]);
    expect((await back.received(2)).map(([, , id]) => id)).toEqual([2, 3]);
    await hub.close();
  });

  it('reads again when the bus may have lost notifications ({ all: true }) and on every heartbeat', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { bus, lostSome } = countingBus();
    const data = timeline();
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 15_000, limits: NO_LIMITS });
    const board = client();
    await hub.open(board.self);
    // written while this instance's listener was reconnecting
    data.add(1, 'PLACED');
    lostSome();
    expect(await board.received(1)).toEqual([[1, 'PLACED', 1]]);
    // written by an instance that died between its commit and its NOTIFY
    data.add(2, 'PLACED');
    jest.advanceTimersByTime(15_000);
    expect(board.heartbeats()).toBe(1);
    expect(await board.received(2)).toEqual([
      [1, 'PLACED', 1],
      [2, 'PLACED', 2],
    ]);
    await hub.close();
  });

  it('forgets a stream removed by its client, stops its heartbeat with the last one, and ends the rest on close', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const { bus, subscribers } = countingBus();
    const data = timeline();
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 15_000, limits: NO_LIMITS });
    expect(subscribers()).toBe(1);
    const timersBefore = jest.getTimerCount();
    const gone = client();
    const stays = client();
    const removeGone = await hub.open(gone.self);
    const removeStays = await hub.open(stays.self);
    expect(hub.size()).toBe(2);
    expect(jest.getTimerCount()).toBe(timersBefore + 1);

    removeGone();
    removeGone();
    expect(hub.size()).toBe(1);
    jest.advanceTimersByTime(15_000);
    expect([gone.heartbeats(), stays.heartbeats()]).toEqual([0, 1]);
    removeStays();
    expect(hub.size()).toBe(0);
    expect(jest.getTimerCount()).toBe(timersBefore);

    const last = client();
    await hub.open(last.self);
    await hub.close();
    expect([gone.ended(), stays.ended(), last.ended()]).toEqual([false, false, true]);
    expect(hub.size()).toBe(0);
    expect(subscribers()).toBe(0);
    expect(jest.getTimerCount()).toBe(timersBefore);
    await expect(hub.open(client().self)).rejects.toThrow(/closed/);
  });

  it('writes each event once for all the streams that get it, not once per stream', async () => {
    const { bus } = countingBus();
    const data = timeline();
    const serialize = jest.fn(orderEventMessage);
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000, limits: NO_LIMITS, serialize });
    const boards = [client(), client(), client()];
    for (const board of boards) await hub.open(board.self);
    data.add(1, 'PLACED');
    data.add(2, 'PLACED');
    await bus.publish([ORDER_EVENTS_TAG]);
    for (const board of boards) await board.received(2);
    expect(serialize).toHaveBeenCalledTimes(2);
    expect(boards[2]!.messages).toEqual(boards[0]!.messages);
    expect(boards[0]!.messages[0]).toBe(orderEventMessage(boards[0]!.sent[0]!));
    await hub.close();
  });

  it('replays a long gap (Last-Event-ID: 0) a page at a time as the client takes them, holding up no other stream', async () => {
    const { bus } = countingBus();
    const data = timeline();
    const history = 2 * EVENT_PAGE_SIZE + 50;
    for (let i = 0; i < history; i++) data.add(1 + (i % 5), 'PLACED');
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000, limits: NO_LIMITS });
    const replaying = client(undefined, A_DINER, { slow: true });
    const opened = hub.open(replaying.self, 0);
    await until(() => replaying.waitingForDrain());
    expect(replaying.sent).toHaveLength(EVENT_PAGE_SIZE);

    // while that client has not taken its first page, another board opens and gets a new event live
    const board = client();
    await hub.open(board.self);
    expect(board.readyAt).toEqual([history]);
    data.add(1, 'PREPARING');
    await bus.publish([ORDER_EVENTS_TAG]);
    expect(await board.received(1)).toEqual([[1, 'PREPARING', history + 1]]);
    expect(replaying.sent).toHaveLength(EVENT_PAGE_SIZE);

    replaying.drain();
    await until(() => replaying.waitingForDrain());
    expect(replaying.sent).toHaveLength(2 * EVENT_PAGE_SIZE);
    replaying.drain();
    await opened;
    // all of it, each once, in order, with what was written meanwhile, then ready
    expect(replaying.sent.map((e) => e.id)).toEqual(Array.from({ length: history + 1 }, (_, i) => i + 1));
    expect(replaying.readyAt).toEqual([history + 1]);
    await hub.close();
  });

  it("refuses a stream past its account's, its address's or the instance's limit, counting those still opening", async () => {
    const { bus } = countingBus();
    const data = timeline();
    const limits = { perAccount: 2, perAddress: 3, perInstance: 4 };
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000, limits });
    const of = (accountId: number, address = '192.0.2.1'): StreamOwner => ({
      accountId,
      sessionId: `session-${accountId}`,
      address,
    });
    // counted from the call, before its catch-up is done
    const opening = hub.open(client(undefined, of(1)).self);
    expect(hub.refusal(of(1))).toBeNull();
    const removeSecond = await hub.open(client(undefined, of(1)).self);
    await opening;
    expect(hub.refusal(of(1))).toBe('account');

    await hub.open(client(undefined, of(2)).self);
    expect(hub.refusal(of(3))).toBe('address');
    expect(hub.refusal(of(3, '198.51.100.7'))).toBeNull();
    await hub.open(client(undefined, of(3, '198.51.100.7')).self);
    expect(hub.refusal(of(4, '203.0.113.9'))).toBe('instance');

    // a stream that ends frees its place
    removeSecond();
    expect([hub.refusal(of(1)), hub.refusal(of(4, '203.0.113.9'))]).toEqual([null, null]);
    await hub.close();
  });

  it("ends at once a signed-out session's streams, and every stream of an account whose right ended", async () => {
    const { bus } = countingBus();
    const data = timeline();
    for (let i = 0; i < EVENT_PAGE_SIZE + 10; i++) data.add(7, 'PLACED');
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000, limits: NO_LIMITS });
    const of = (accountId: number, sessionId: string): StreamOwner => ({ accountId, sessionId, address: '192.0.2.1' });
    const laptop = client(undefined, of(1, 'laptop'));
    const phone = client(7, of(1, 'phone'));
    const someoneElse = client(undefined, of(2, 'theirs'));
    // still replaying its history when its right ends
    const replaying = client(undefined, of(1, 'tablet'), { slow: true });
    for (const stream of [laptop, phone, someoneElse]) await hub.open(stream.self);
    const replayOpened = hub.open(replaying.self, 0);
    await until(() => replaying.waitingForDrain());

    await bus.publish([sessionStreamsTag('laptop')]);
    expect([laptop, phone, someoneElse, replaying].map((c) => c.ended())).toEqual([true, false, false, false]);
    expect(hub.size()).toBe(3);

    await bus.publish([accountStreamsTag(1)]);
    expect([phone, someoneElse, replaying].map((c) => c.ended())).toEqual([true, false, true]);
    expect(hub.size()).toBe(1);
    replaying.drain();
    await replayOpened;
    expect(replaying.readyAt).toEqual([]);
    expect(replaying.sent).toHaveLength(EVENT_PAGE_SIZE);

    // the stream left goes on; the ended ones get nothing more
    data.add(7, 'PREPARING');
    await bus.publish([ORDER_EVENTS_TAG]);
    await someoneElse.received(1);
    expect([laptop.sent, phone.sent]).toEqual([[], []]);
    await hub.close();
  });
});
