import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Order, OrderStatus, OrderStreamEvent, OrderStreamReady } from '@restaurant/shared/contracts';
import { openStream, type StreamEvent } from '../helpers/event-stream';
import { advanceOrder, dinerWithCart, noonTomorrow, orderedPickup, signInAsStaff, type Diner } from '../helpers/orders';
import { createClock, createTestApp, engine, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
let staff: { auth: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
  staff = await signInAsStaff(t);
});
afterAll(() => t.close());

const advance = (id: number, from: OrderStatus = 'PLACED') => advanceOrder(t.app, staff.auth, id, from);
const cancel = (d: Diner, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: d.auth });
const payload = (event: StreamEvent) => event.data as OrderStreamEvent;
const about = (order: Pick<Order, 'id'>, status?: string) => (event: StreamEvent) =>
  event.event !== 'ready' && payload(event).order.id === order.id && (!status || payload(event).status === status);
const staffStream = (headers: Record<string, string> = {}) =>
  openStream(t.app, '/staff/events', { ...staff.auth, ...headers });
const orderStream = (d: Diner, order: Pick<Order, 'id'>, headers: Record<string, string> = {}) =>
  openStream(t.app, `/orders/${order.id}/events`, { ...d.auth, ...headers });
/** the `ready` event every stream starts with once caught up: its id is where a reconnect resumes */
const ready = async (stream: Awaited<ReturnType<typeof openStream>>) =>
  (await stream.next((e) => e.event === 'ready', 'ready')).data as OrderStreamReady;

describe(`live order streams (${engine})`, () => {
  it('pushes an order a diner places to an open staff board, as an event stream nginx passes unbuffered', async () => {
    const board = await staffStream();
    try {
      expect(board.status).toBe(200);
      expect(board.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(board.headers['cache-control']).toBe('no-store');
      expect(board.headers['x-accel-buffering']).toBe('no');
      expect(board.headers['x-content-type-options']).toBe('nosniff');
      await ready(board);

      const { diner } = await dinerWithCart(t);
      const order = await orderedPickup(t, diner);
      const placed = await board.next(about(order), 'the new order');
      expect(placed.event).toBe('order-placed');
      expect(Number(placed.id)).toBe(payload(placed).id);
      expect(payload(placed)).toMatchObject({ status: 'PLACED', order: { id: order.id, code: order.code } });
      expect(payload(placed).order.lines).toEqual(order.lines);

      await advance(order.id);
      const moved = await board.next(about(order), 'the advance');
      expect(moved.event).toBe('order-status');
      expect(payload(moved)).toMatchObject({ status: 'PREPARING', order: { status: 'PREPARING' } });
      expect(Number(moved.id)).toBeGreaterThan(Number(placed.id));
    } finally {
      await board.close();
    }
  });

  it("pushes each step of an order to its owner's stream, and never another diner's order", async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const page = await orderStream(diner, order);
    try {
      expect(page.status).toBe(200);
      await ready(page);
      // another diner's order, placed and moved on while the page is open
      const { diner: other } = await dinerWithCart(t, 1);
      const theirs = await orderedPickup(t, other);
      await advance(theirs.id);

      await advance(order.id);
      await advance(order.id, 'PREPARING');
      expect(payload(await page.next(about(order, 'PREPARING'), 'PREPARING')).order.status).toMatch(/PREPARING|READY/);
      expect(payload(await page.next(about(order, 'READY'), 'READY')).order.status).toBe('READY');
      // events come in id order, so the other diner's, written before, would have come first
      const orders = page.received.filter((e) => e.event !== 'ready').map((e) => payload(e).order.id);
      expect(orders).toEqual([order.id, order.id]);
    } finally {
      await page.close();
    }
  });

  it("pushes a diner's cancellation to the staff board", async () => {
    const board = await staffStream();
    try {
      await ready(board);
      const { diner } = await dinerWithCart(t);
      const order = await orderedPickup(t, diner);
      await cancel(diner, order.id);
      const cancelled = await board.next(about(order, 'CANCELLED'), 'the cancellation');
      expect(cancelled.event).toBe('order-status');
      expect(payload(cancelled).order.canCancel).toBe(false);
    } finally {
      await board.close();
    }
  });

  it('orders placed at the same moment all reach the board, each once, in increasing id order', async () => {
    const diners = [];
    for (let i = 0; i < 8; i++) diners.push((await dinerWithCart(t, i % 3)).diner);
    const board = await staffStream();
    try {
      await ready(board);
      const placed = await Promise.all(diners.map((d) => orderedPickup(t, d)));
      // they may arrive in any order: as many events as orders, whichever comes first
      for (let i = 0; i < placed.length; i++) await board.next((e) => e.event === 'order-placed', `order ${i + 1}`);
      const events = board.received.filter((e) => e.event !== 'ready');
      expect(events.map((e) => payload(e).order.id).sort()).toEqual(placed.map((o) => o.id).sort());
      const ids = events.map((e) => Number(e.id));
      expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
    } finally {
      await board.close();
    }
  });

  it('a board reconnecting with Last-Event-ID gets exactly what it missed, in order, then ready', async () => {
    const first = await staffStream();
    const { lastEventId } = await ready(first);
    await first.close();

    const { diner: a } = await dinerWithCart(t);
    const { diner: b } = await dinerWithCart(t, 1);
    const orderA = await orderedPickup(t, a);
    const orderB = await orderedPickup(t, b);
    await advance(orderA.id);

    const again = await staffStream({ 'last-event-id': String(lastEventId) });
    try {
      const caughtUp = await ready(again);
      const missed = again.received.filter((e) => e.event !== 'ready');
      expect(missed.map((e) => [payload(e).order.id, payload(e).status])).toEqual([
        [orderA.id, 'PLACED'],
        [orderB.id, 'PLACED'],
        [orderA.id, 'PREPARING'],
      ]);
      const ids = missed.map((e) => Number(e.id));
      expect(ids[0]).toBeGreaterThan(lastEventId);
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);
      expect(caughtUp.lastEventId).toBe(ids.at(-1));

      // and goes on live from there, without repeating any of it
      await advance(orderB.id);
      const live = await again.next(about(orderB, 'PREPARING'), 'the live advance');
      expect(Number(live.id)).toBeGreaterThan(caughtUp.lastEventId);
      expect(again.received.filter((e) => e.event !== 'ready')).toHaveLength(4);
    } finally {
      await again.close();
    }
  });

  it("a diner's page reconnecting with Last-Event-ID gets only its own order's missed steps", async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const first = await orderStream(diner, order);
    const { lastEventId } = await ready(first);
    await first.close();

    const { diner: other } = await dinerWithCart(t, 1);
    await orderedPickup(t, other);
    await advance(order.id);
    await advance(order.id, 'PREPARING');

    const again = await orderStream(diner, order, { 'last-event-id': String(lastEventId) });
    try {
      await ready(again);
      const missed = again.received.filter((e) => e.event !== 'ready').map((e) => payload(e));
      expect(missed.map((e) => [e.order.id, e.status])).toEqual([
        [order.id, 'PREPARING'],
        [order.id, 'READY'],
      ]);
    } finally {
      await again.close();
    }
  });

  it('refuses a visitor (401), a diner on the staff stream (403 STAFF_ONLY), and another diner’s order (404)', async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const stranger = await newDiner(t.app);

    const anonymous = await t.app.inject('/api/staff/events');
    expect(anonymous.statusCode).toBe(401);
    const asDiner = await t.app.inject({ url: '/api/staff/events', headers: diner.auth });
    expect([asDiner.statusCode, asDiner.json().code]).toEqual([403, 'STAFF_ONLY']);

    expect((await t.app.inject(`/api/orders/${order.id}/events`)).statusCode).toBe(401);
    const notTheirs = await t.app.inject({ url: `/api/orders/${order.id}/events`, headers: stranger.auth });
    const readByStranger = await t.app.inject({ url: `/api/orders/${order.id}`, headers: stranger.auth });
    expect([notTheirs.statusCode, notTheirs.json().code]).toEqual([404, readByStranger.json().code]);
    const missing = await t.app.inject({ url: '/api/orders/999999/events', headers: diner.auth });
    expect(missing.statusCode).toBe(404);
    const badId = await t.app.inject({
      url: '/api/staff/events',
      headers: { ...staff.auth, 'last-event-id': 'yesterday' },
    });
    expect(badId.statusCode).toBe(400);
    // the headers only, and done: a HEAD request holds nothing open
    const head = await t.app.inject({ method: 'HEAD', url: '/api/staff/events', headers: staff.auth });
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'text/event-stream; charset=utf-8']);
  });

  it('lists both streams in the OpenAPI document as text/event-stream with their errors', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    const staffStreamDoc = spec.paths['/api/staff/events'].get;
    const orderStreamDoc = spec.paths['/api/orders/{id}/events'].get;
    for (const [doc, statuses] of [
      [staffStreamDoc, ['200', '400', '401', '403', '429', '503']],
      [orderStreamDoc, ['200', '400', '401', '404', '429', '503']],
    ] as const) {
      expect(Object.keys(doc.responses).sort()).toEqual([...statuses]);
      expect(Object.keys(doc.responses['200'].content)).toEqual(['text/event-stream']);
      expect(doc.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toContain(
        'header:last-event-id',
      );
      expect(doc.security).toEqual([{ bearerAuth: [] }]);
    }
  });
});

describe(`a live stream's life (${engine})`, () => {
  it('gets a heartbeat comment while nothing happens', async () => {
    const own = await createTestApp({ clock: createClock(noonTomorrow()), config: { eventsHeartbeatMs: 50 } });
    try {
      const ownStaff = await signInAsStaff(own);
      const board = await openStream(own.app, '/staff/events', ownStaff.auth);
      await ready(board);
      expect(await board.comment('heartbeat')).toBe('heartbeat');
      await board.close();
    } finally {
      await own.close();
    }
  });

  it('ends when the access token it was opened with expires, so a revoked session or role is checked again', async () => {
    const own = await createTestApp({ clock: createClock(noonTomorrow()), config: { accessTokenTtl: 1 } });
    try {
      const ownStaff = await signInAsStaff(own);
      const { diner } = await dinerWithCart(own);
      const order = await orderedPickup(own, diner);
      const board = await openStream(own.app, '/staff/events', ownStaff.auth);
      const page = await openStream(own.app, `/orders/${order.id}/events`, diner.auth);
      await Promise.all([ready(board), ready(page)]);
      await Promise.all([board.ended(), page.ended()]);
    } finally {
      await own.close();
    }
  });

  it('ends when the client goes away, and every open stream ends when the server closes', async () => {
    const own = await createTestApp({ clock: createClock(noonTomorrow()) });
    try {
      const ownStaff = await signInAsStaff(own);
      const { diner } = await dinerWithCart(own);
      const order = await orderedPickup(own, diner);
      const connections = () =>
        new Promise<number>((resolve, reject) =>
          own.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
      const leavingSocketClosed = new Promise<void>((resolve) =>
        own.app.server.once('connection', (socket) => socket.once('close', () => resolve())),
      );
      const leaving = await openStream(own.app, '/staff/events', ownStaff.auth);
      await ready(leaving);
      const board = await openStream(own.app, '/staff/events', ownStaff.auth);
      const page = await openStream(own.app, `/orders/${order.id}/events`, diner.auth);
      await Promise.all([ready(board), ready(page)]);
      expect(await connections()).toBe(3);

      // the first board's tab goes away; the others still get the next event
      await leaving.close();
      await leavingSocketClosed;
      expect(await connections()).toBe(2);
      const moved = await advanceOrder(own.app, ownStaff.auth, order.id, 'PLACED');
      expect(moved.statusCode).toBe(200);
      await board.next(about(order, 'PREPARING'), 'the advance');
      await page.next(about(order, 'PREPARING'), 'the advance');
      expect(leaving.received.filter((e) => e.event !== 'ready')).toEqual([]);

      // closing the server does not wait for the streams: it ends them
      await own.app.close();
      await Promise.all([board.ended(), page.ended()]);
      expect(await connections()).toBe(0);
    } finally {
      await own.close();
    }
  });
});
