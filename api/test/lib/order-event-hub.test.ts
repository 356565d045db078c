import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { Order, OrderStatus, OrderStreamEvent } from '@restaurant/shared/contracts';
import { createLocalBus, type InvalidationBus, type InvalidationHandler } from '../../src/lib/invalidation-bus';
import { createOrderEventHub, FLOOR_CHANGE_WINDOW_MS, type StreamClient } from '../../src/lib/order-event-hub';
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

function client(orderId?: number) {
  const sent: OrderStreamEvent[] = [];
  const readyAt: number[] = [];
  let heartbeats = 0;
  let floorChanges = 0;
  let ended = false;
  let wake = () => {};
  const self: StreamClient = {
    orderId,
    send(event) {
      sent.push(event);
      wake();
    },
    floorChanged: () => floorChanges++,
    ready: (id) => readyAt.push(id),
    heartbeat: () => heartbeats++,
    end: () => (ended = true),
  };
  return {
    self,
    sent,
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

describe('the order event hub', () => {
  it("tells the staff streams, not the diners', that the tables changed, once per window of changes", async () => {
    jest.useFakeTimers();
    const { bus, lostSome } = countingBus();
    const data = timeline();
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000 });
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
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000 });
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
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 60_000 });
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
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 15_000 });
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
    const hub = createOrderEventHub({ bus, ...data, heartbeatMs: 15_000 });
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
});
