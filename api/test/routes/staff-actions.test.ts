import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Order, StaffReservation } from '@restaurant/shared/contracts';
import { scaled } from '../../../scripts/lib/machine';
import { buildApp } from '../../src/app';
import { NO_SHOW_GRACE_MINUTES } from '../../src/business-rules';
import {
  advanceOrder,
  dinerWithCart,
  dishes,
  localInstant,
  noonTomorrow,
  orderedPickup,
  signInAsStaff,
} from '../helpers/orders';
import { TABLES_BASE, suggestedTableIds, slotQuery } from '../helpers/reservations';
import {
  TEST_CONFIG,
  createClock,
  createTestApp,
  localDate,
  newDiner,
  openTestDatabase,
  type TestApp,
} from '../helpers/test-app';

// Staff actions cannot misfire: an advance names the status it moves on from, the host stand's marks wait for the
// booking's time, and each action records who did it. The clock stands at 12:05 restaurant time on "today".
let t: TestApp;
let staff: { auth: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
  staff = await signInAsStaff(t);
});
afterAll(async () => {
  await t?.close();
});

const STAFF_NAME = 'Lê Thị Bếp';
const today = () => localDate(t.clock.now(), 0);

/** Runs `body` with the clock moved to `time` today (restaurant time), signed in again there, then moves it back. */
async function at<T>(time: string, body: (auth: Record<string, string>) => Promise<T>): Promise<T> {
  const back = t.clock.now().getTime();
  t.clock.advance(localInstant(today(), time).getTime() - back);
  try {
    return await body((await signInAsStaff(t)).auth);
  } finally {
    t.clock.advance(back - t.clock.now().getTime());
  }
}

/** A new diner's booking of a free table today at `time`. */
async function bookedToday(time: string): Promise<{ id: number }> {
  const [tableId] = await suggestedTableIds(t.app, slotQuery(today(), time, 90));
  const diner = await newDiner(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: `${TABLES_BASE}/reservations`,
    headers: diner.auth,
    payload: {
      tableIds: [tableId],
      reservationDate: today(),
      reservationTime: time,
      estimatedDuration: 90,
      guests: 2,
      contactName: 'Khoa',
      contactPhone: '0912345678',
    },
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return response.json().data as { id: number };
}

const mark = (id: number, what: 'seated' | 'completed' | 'no-show', auth = staff.auth) =>
  t.app.inject({ method: 'POST', url: `/api/staff/reservations/${id}/${what}`, headers: auth });

describe('advancing an order', () => {
  it('two tablets advancing one PLACED order at once: one 200, one 409 ORDER_MOVED_ON, the order PREPARING', async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const answers = await Promise.all([
      advanceOrder(t.app, staff.auth, order.id, 'PLACED'),
      advanceOrder(t.app, staff.auth, order.id, 'PLACED'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.code).toBe('ORDER_MOVED_ON');
    expect(refused.message).toContain('PREPARING');
    const seen = (await t.app.inject({ url: `/api/orders/${order.id}`, headers: diner.auth })).json().data as Order;
    expect(seen.status).toBe('PREPARING');
    expect(seen.timeline.map((e) => e.status)).toEqual(['PLACED', 'PREPARING']);
  });

  it('a retry of an advance that went through is refused, not a second step; the refusal is translated', async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    expect((await advanceOrder(t.app, staff.auth, order.id, 'PLACED')).statusCode).toBe(200);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/advance`,
      headers: { ...staff.auth, 'accept-language': 'fr' },
      payload: { from: 'PLACED' },
    });
    expect([retry.statusCode, retry.json().code]).toEqual([409, 'ORDER_MOVED_ON']);
    expect(retry.json().message).toContain('Cette commande a déjà avancé');
    const seen = (await t.app.inject({ url: `/api/orders/${order.id}`, headers: diner.auth })).json().data as Order;
    expect(seen.status).toBe('PREPARING');
  });

  it('takes the status from If-Match too, and answers 428 when it is given neither way', async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const url = `/api/staff/orders/${order.id}/advance`;
    const blind = await t.app.inject({ method: 'POST', url, headers: staff.auth });
    expect([blind.statusCode, blind.json().code]).toEqual([428, 'ORDER_STATUS_REQUIRED']);
    const unknown = await t.app.inject({ method: 'POST', url, headers: { ...staff.auth, 'if-match': '"COOKING"' } });
    expect(unknown.statusCode).toBe(428);
    const badBody = await t.app.inject({ method: 'POST', url, headers: staff.auth, payload: { from: 'COOKING' } });
    expect(badBody.statusCode).toBe(400);

    const matched = await t.app.inject({ method: 'POST', url, headers: { ...staff.auth, 'if-match': '"PLACED"' } });
    expect([matched.statusCode, matched.json().data.status]).toEqual([200, 'PREPARING']);
    const stale = await t.app.inject({ method: 'POST', url, headers: { ...staff.auth, 'if-match': '"PLACED"' } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'ORDER_MOVED_ON']);
  });

  it('records who moved it on: the staff board shows it, the diner never sees it', async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const board = async () =>
      (
        (await t.app.inject({ url: '/api/staff/orders?size=100', headers: staff.auth })).json().data.items as Order[]
      ).find((o) => o.id === order.id);
    expect((await board())?.advancedBy).toBeNull();
    const advanced = await advanceOrder(t.app, staff.auth, order.id, 'PLACED');
    expect(advanced.json().data.advancedBy).toEqual({ id: expect.any(Number), name: STAFF_NAME });
    expect((await board())?.advancedBy).toEqual({ id: expect.any(Number), name: STAFF_NAME });
    const mine = (await t.app.inject({ url: `/api/orders/${order.id}`, headers: diner.auth })).json().data;
    expect(mine).not.toHaveProperty('advancedBy');
  });
});

describe("the host stand's marks wait for the booking's time", () => {
  it('no-show two hours early → 409 NO_SHOW_TOO_EARLY; from the start plus the grace period it is taken', async () => {
    const booking = await bookedToday('14:00');
    const early = await at('12:00', (auth) => mark(booking.id, 'no-show', auth));
    expect([early.statusCode, early.json().code]).toEqual([409, 'NO_SHOW_TOO_EARLY']);
    expect(early.json().message).toContain('14:00');

    const graceEnds = `14:${String(NO_SHOW_GRACE_MINUTES).padStart(2, '0')}`;
    const atStart = await at('14:00', (auth) => mark(booking.id, 'no-show', auth));
    expect(atStart.json().code).toBe('NO_SHOW_TOO_EARLY');
    expect(atStart.json().message).toContain(graceEnds);
    const taken = await at(graceEnds, (auth) => mark(booking.id, 'no-show', auth));
    expect([taken.statusCode, taken.json().data.status]).toEqual([200, 'NO_SHOW']);
    expect(taken.json().data.markedBy).toEqual({ id: expect.any(Number), name: STAFF_NAME });
  });

  it('completed only once seated or started', async () => {
    const booking = await bookedToday('15:00');
    const early = await at('13:00', (auth) => mark(booking.id, 'completed', auth));
    expect([early.statusCode, early.json().code]).toEqual([409, 'RESERVATION_NOT_STARTED']);
    const started = await at('15:05', (auth) => mark(booking.id, 'completed', auth));
    expect([started.statusCode, started.json().data.status]).toEqual([200, 'COMPLETED']);

    const other = await bookedToday('16:00');
    await at('13:00', async (auth) => {
      expect((await mark(other.id, 'seated', auth)).json().data.status).toBe('SEATED');
      expect((await mark(other.id, 'completed', auth)).json().data.status).toBe('COMPLETED');
    });
  });

  it('a party seated before midnight can still be completed after it; a booked one of yesterday cannot be marked', async () => {
    const seated = await bookedToday('20:00');
    const forgotten = await bookedToday('20:15');
    await at('20:05', async (auth) => {
      expect((await mark(seated.id, 'seated', auth)).statusCode).toBe(200);
    });
    await at('23:59', async () => {
      t.clock.advance(2 * 60_000);
      const auth = (await signInAsStaff(t)).auth;
      const completed = await mark(seated.id, 'completed', auth);
      expect([completed.statusCode, completed.json().data.status]).toEqual([200, 'COMPLETED']);
      const late = await mark(forgotten.id, 'no-show', auth);
      expect([late.statusCode, late.json().code]).toEqual([409, 'RESERVATION_NOT_TODAY']);
    });
  });
});

describe('every staff action records who did it', () => {
  it('a walk-in and a seated mark carry the member who did them, in the host stand list too', async () => {
    const booking = await bookedToday('18:00');
    const seated = await mark(booking.id, 'seated');
    expect(seated.json().data.markedBy).toEqual({ id: expect.any(Number), name: STAFF_NAME });
    const [tableId] = await suggestedTableIds(t.app, slotQuery(today(), '12:15', 120));
    const walkIn = await t.app.inject({
      method: 'POST',
      url: '/api/staff/walk-ins',
      headers: staff.auth,
      payload: { tableId, partySize: 2 },
    });
    expect(walkIn.json().data.markedBy).toEqual({ id: expect.any(Number), name: STAFF_NAME });
    const day = (await t.app.inject({ url: '/api/staff/reservations', headers: staff.auth })).json().data
      .items as StaffReservation[];
    expect(day.find((r) => r.id === booking.id)?.markedBy?.name).toBe(STAFF_NAME);
    expect(day.find((r) => r.id === walkIn.json().data.id)?.markedBy?.name).toBe(STAFF_NAME);
  });

  it('a sold-out mark and its clearing answer who did them', async () => {
    const [dish] = await dishes(t);
    const url = `/api/staff/sold-out/food/${dish!.id}`;
    const marked = await t.app.inject({ method: 'PUT', url, headers: staff.auth });
    expect(marked.json().data).toMatchObject({ soldOut: true, soldOutBy: { name: STAFF_NAME } });
    const cleared = await t.app.inject({ method: 'DELETE', url, headers: staff.auth });
    expect(cleared.json().data).toMatchObject({ soldOut: false, soldOutBy: { name: STAFF_NAME } });
  });
});

describe('a committed change whose NOTIFY fails', () => {
  // real work: a database and an API of its own
  it(
    'still answers what was done (not a 500), and the change stands',
    async () => {
      const { database, drop } = await openTestDatabase();
      const clock = createClock(noonTomorrow());
      const app = await buildApp({
        database,
        now: clock.now,
        waitUntil: clock.waitUntil,
        config: TEST_CONFIG,
        logger: false,
      });
      const own: TestApp = { app, clock, db: database.db, close: async () => undefined };
      try {
        const { diner } = await dinerWithCart(own);
        const order = await orderedPickup(own, diner);
        const kitchen = await signInAsStaff(own);
        const publish = database.bus.publish.bind(database.bus);
        database.bus.publish = async () => {
          throw new Error('NOTIFY failed: the connection was reset');
        };
        try {
          const advanced = await advanceOrder(app, kitchen.auth, order.id, 'PLACED');
          expect([advanced.statusCode, advanced.json().data.status]).toEqual([200, 'PREPARING']);
          const [dish] = await dishes(own);
          const soldOut = await app.inject({
            method: 'PUT',
            url: `/api/staff/sold-out/food/${dish!.id}`,
            headers: kitchen.auth,
          });
          expect(soldOut.statusCode).toBe(200);
        } finally {
          database.bus.publish = publish;
        }
        const seen = (await app.inject({ url: `/api/orders/${order.id}`, headers: diner.auth })).json().data as Order;
        expect(seen.status).toBe('PREPARING');
      } finally {
        await app.close();
        await drop();
      }
    },
    scaled(120_000),
  );
});
