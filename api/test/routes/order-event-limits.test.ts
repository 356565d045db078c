import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Order, OrderStreamEvent, OrderStreamReady } from '@restaurant/shared/contracts';
import type { Config } from '../../src/config';
import { messageText } from '../../src/i18n/messages';
import { openStream, type OpenStream } from '../helpers/event-stream';
import { dinerWithCart, noonTomorrow, orderedPickup, signInAsStaff, type Diner } from '../helpers/orders';
import { createClock, createTestApp, engine, login, type TestApp } from '../helpers/test-app';

// What one account, one address and one instance may hold open, and how a stream ends when the right to it does.
// Each test that counts streams has an app of its own: a closed stream is forgotten when its socket's close reaches
// the server, which a test does not wait for.

const ready = async (stream: OpenStream) =>
  (await stream.next((e) => e.event === 'ready', 'ready')).data as OrderStreamReady;
const orderStreamOf = (t: TestApp, d: Pick<Diner, 'auth'>, order: Pick<Order, 'id'>) =>
  openStream(t.app, `/orders/${order.id}/events`, d.auth);

async function withApp(config: Partial<Config>, test: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ clock: createClock(noonTomorrow()), config });
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

describe(`limits on live streams (${engine})`, () => {
  it("refuses a fifth stream of one account (429 TOO_MANY_STREAMS, in the asked language), not another account's", () =>
    withApp({}, async (t) => {
      const staff = await signInAsStaff(t);
      const boards = await Promise.all([1, 2, 3, 4].map(() => openStream(t.app, '/staff/events', staff.auth)));
      await Promise.all(boards.map(ready));
      const fifth = await t.app.inject({
        url: '/api/staff/events',
        headers: { ...staff.auth, 'accept-language': 'vi' },
      });
      expect([fifth.statusCode, fifth.json().code]).toEqual([429, 'TOO_MANY_STREAMS']);
      expect(fifth.json().message).toBe(messageText('STREAMS_PER_ACCOUNT', 'vi', { max: 4 }));

      const { diner } = await dinerWithCart(t);
      const page = await orderStreamOf(t, diner, await orderedPickup(t, diner));
      expect(page.status).toBe(200);
      await ready(page);
      await Promise.all([...boards, page].map((s) => s.close()));
    }));

  it('refuses the 21st stream from one address, whoever opens it', () =>
    withApp({}, async (t) => {
      const open: OpenStream[] = [];
      for (let i = 0; i < 5; i++) {
        const { diner } = await dinerWithCart(t);
        const order = await orderedPickup(t, diner);
        for (let j = 0; j < 4; j++) open.push(await orderStreamOf(t, diner, order));
      }
      await Promise.all(open.map(ready));
      expect(open.map((s) => s.status)).toEqual(new Array(20).fill(200));
      const staff = await signInAsStaff(t);
      const refused = await t.app.inject({ url: '/api/staff/events', headers: staff.auth });
      expect([refused.statusCode, refused.json().code]).toEqual([429, 'TOO_MANY_STREAMS']);
      expect(refused.json().message).toBe(messageText('STREAMS_PER_ADDRESS', 'en', { max: 20 }));
      await Promise.all(open.map((s) => s.close()));
    }));

  it('answers 503 STREAMS_BUSY with Retry-After once the instance holds EVENTS_MAX_PER_INSTANCE streams', () =>
    withApp({ eventStreamLimits: { perAccount: 4, perAddress: 20, perInstance: 1 } }, async (t) => {
      const staff = await signInAsStaff(t);
      const board = await openStream(t.app, '/staff/events', staff.auth);
      await ready(board);
      const { diner } = await dinerWithCart(t);
      const order = await orderedPickup(t, diner);
      const busy = await t.app.inject({ url: `/api/orders/${order.id}/events`, headers: diner.auth });
      expect([busy.statusCode, busy.json().code, busy.headers['retry-after']]).toEqual([503, 'STREAMS_BUSY', '5']);
      await board.close();
    }));

  it('limits how often one address opens a stream (429 RATE_LIMITED), however short-lived each is', () =>
    withApp({ eventsOpenRateMax: 2 }, async (t) => {
      const staff = await signInAsStaff(t);
      for (let i = 0; i < 2; i++) {
        const board = await openStream(t.app, '/staff/events', staff.auth);
        await ready(board);
        await board.close();
      }
      const third = await t.app.inject({ url: '/api/staff/events', headers: staff.auth });
      expect([third.statusCode, third.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    }));

  it('refuses a Last-Event-ID beyond the newest event (400 with a message), and replays one from 0', () =>
    withApp({}, async (t) => {
      const staff = await signInAsStaff(t);
      const { diner } = await dinerWithCart(t);
      await orderedPickup(t, diner);
      const first = await openStream(t.app, '/staff/events', staff.auth);
      const { lastEventId: newest } = await ready(first);
      await first.close();
      expect(newest).toBeGreaterThan(0);

      const ahead = await t.app.inject({
        url: '/api/staff/events',
        headers: { ...staff.auth, 'last-event-id': String(newest + 1), 'accept-language': 'fr' },
      });
      expect([ahead.statusCode, ahead.json().code]).toEqual([400, 'LAST_EVENT_ID_AHEAD']);
      expect(ahead.json().message).toBe(messageText('LAST_EVENT_ID_AHEAD', 'fr', { id: newest + 1, newest }));

      const fromZero = await openStream(t.app, '/staff/events', { ...staff.auth, 'last-event-id': '0' });
      expect((await ready(fromZero)).lastEventId).toBe(newest);
      const ids = fromZero.received.filter((e) => e.event !== 'ready').map((e) => Number(e.id));
      expect(ids.at(-1)).toBe(newest);
      expect([...new Set(ids)].sort((x, y) => x - y)).toEqual(ids);
      await fromZero.close();
    }));
});

describe(`streams end when the right to them ends (${engine})`, () => {
  let t: TestApp;
  let staff: { auth: { authorization: string } };
  beforeAll(async () => {
    t = await createTestApp({ clock: createClock(noonTomorrow()) });
    staff = await signInAsStaff(t);
  });
  afterAll(() => t.close());

  const about = (order: Pick<Order, 'id'>, status: string) => (e: { event: string; data: unknown }) =>
    e.event !== 'ready' &&
    (e.data as OrderStreamEvent).order.id === order.id &&
    (e.data as OrderStreamEvent).status === status;

  it("a sign-out ends at once the streams opened with that session, not those of the diner's other device", async () => {
    const { diner: phone } = await dinerWithCart(t);
    const order = await orderedPickup(t, phone);
    const laptopSession = await login(t.app, { email: phone.email, password: phone.password });
    const laptop = { auth: { authorization: `Bearer ${laptopSession.accessToken}` } };
    const onPhone = await orderStreamOf(t, phone, order);
    const onLaptop = await orderStreamOf(t, laptop, order);
    try {
      await Promise.all([ready(onPhone), ready(onLaptop)]);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: phone.auth,
        payload: { refreshToken: phone.refreshToken },
      });
      expect(out.statusCode).toBe(204);
      await onPhone.ended();

      const advanced = await t.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${order.id}/advance`,
        headers: staff.auth,
        payload: { from: 'PLACED' },
      });
      expect(advanced.statusCode).toBe(200);
      await onLaptop.next(about(order, 'PREPARING'), 'the advance, on the device still signed in');
    } finally {
      await Promise.all([onPhone.close(), onLaptop.close()]);
    }
  });

  it('a password reset ends every stream of the account at once', async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const other = await login(t.app, { email: diner.email, password: diner.password });
    const first = await orderStreamOf(t, diner, order);
    const second = await orderStreamOf(t, { auth: { authorization: `Bearer ${other.accessToken}` } }, order);
    try {
      await Promise.all([ready(first), ready(second)]);
      const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
      expect((await post('/api/auth/forgot-password', { email: diner.email })).statusCode).toBe(202);
      const outbox = (await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(diner.email)}`)).json().data.items;
      const token = /#token=([\w-]+)$/.exec(outbox[0].link)![1]!;
      expect((await post('/api/auth/reset-password', { token, password: 'NewPass#2027' })).statusCode).toBe(204);
      await Promise.all([first.ended(), second.ended()]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
