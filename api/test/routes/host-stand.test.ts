import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { SeatSuggestion, StaffReservation } from '@restaurant/shared/contracts';
import { localInstant, noonTomorrow, signInAsStaff } from '../helpers/orders';
import { TABLES_BASE, bookTables, isTableFree, slotQuery, suggestedTableIds } from '../helpers/reservations';
import { createClock, createTestApp, localDate, newDiner, type TestApp } from '../helpers/test-app';

// The clock stands at 12:05 restaurant time on one day ("today"): bookings of today's evening can be made and
// marked, and a walk-in is inside opening hours. A no-show waits for the booking's time: those tests move the clock
// there and back (access tokens last the day, so the sessions outlive the move).
let t: TestApp;
let staff: { auth: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()), config: { accessTokenTtl: 24 * 3600 } });
  staff = await signInAsStaff(t);
});
afterAll(async () => {
  await t?.close();
});

const today = () => localDate(t.clock.now(), 0);
const app = (): FastifyInstance => t.app;

/** A new diner books the first free table of floor 1 for `time` on the day `days` from today. */
async function booked(time: string, days = 0, extra: { contactName?: string; guests?: number } = {}) {
  const date = localDate(t.clock.now(), days);
  const guests = extra.guests ?? 2;
  const suggestions = await app().inject(
    `${TABLES_BASE}/seats/suggestions?guests=${guests}&floorId=1&${slotQuery(date, time)}`,
  );
  if (suggestions.statusCode !== 200) throw new Error(`suggestions failed: ${suggestions.body}`);
  const [tableId] = (suggestions.json().data as SeatSuggestion[])
    .filter((s) => !s.combined)[0]!
    .tables.map((table) => table.id);
  const diner = await newDiner(app());
  const response = await app().inject({
    method: 'POST',
    url: `${TABLES_BASE}/reservations`,
    headers: diner.auth,
    payload: {
      tableIds: [tableId],
      reservationDate: date,
      reservationTime: time,
      estimatedDuration: 90,
      guests,
      contactName: extra.contactName ?? 'Khoa',
      contactPhone: '0912345678',
      occasion: 'birthday',
      note: 'Window please',
    },
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return { diner, tableId: tableId!, reservation: response.json().data as { id: number; code: string } };
}

const hostStand = async (query = '') => {
  const response = await app().inject({ url: `/api/staff/reservations${query}`, headers: staff.auth });
  expect(response.statusCode).toBe(200);
  return response.json().data as { date: string; items: StaffReservation[] };
};

/** Runs `body` with the clock at `time` today (restaurant time), then puts it back. */
async function at<T>(time: string, body: () => Promise<T>): Promise<T> {
  const back = t.clock.now().getTime();
  t.clock.advance(localInstant(today(), time).getTime() - back);
  try {
    return await body();
  } finally {
    t.clock.advance(back - t.clock.now().getTime());
  }
}

const mark = (id: number, what: 'seated' | 'completed' | 'no-show', auth = staff.auth) =>
  app().inject({ method: 'POST', url: `/api/staff/reservations/${id}/${what}`, headers: auth });

const walkIn = (payload: object) =>
  app().inject({ method: 'POST', url: '/api/staff/walk-ins', headers: staff.auth, payload });

describe("the host stand's day", () => {
  it("lists today's bookings by default, in time order, with party, table, contact, occasion, code and status", async () => {
    const late = await booked('20:30', 0, { contactName: 'Late Lan', guests: 3 });
    const early = await booked('18:00', 0, { contactName: 'Early Bao' });
    const day = await hostStand();
    expect(day.date).toBe(today());
    const ids = day.items.map((r) => r.id);
    expect(ids.indexOf(early.reservation.id)).toBeLessThan(ids.indexOf(late.reservation.id));
    const starts = day.items.map((r) => r.startAt);
    expect([...starts].sort()).toEqual(starts);
    expect(day.items.every((r) => r.reservationDate === today())).toBe(true);
    expect(day.items.find((r) => r.id === late.reservation.id)).toEqual({
      id: late.reservation.id,
      code: late.reservation.code,
      status: 'CONFIRMED',
      reservationDate: today(),
      reservationTime: '20:30',
      startAt: localInstant(today(), '20:30').toISOString(),
      endAt: localInstant(today(), '22:00').toISOString(),
      partySize: 3,
      floor: { id: 1, name: expect.any(String) },
      tables: [{ id: late.tableId, code: expect.any(String), capacity: expect.any(Number) }],
      walkIn: false,
      contact: { name: 'Late Lan', phone: '0912345678', email: late.diner.email },
      occasion: 'birthday',
      note: 'Window please',
      statusChangedAt: null,
      markedBy: null,
    });
  });

  it('shows another day with ?date=, and only that day', async () => {
    const later = await booked('19:00', 2);
    const day = await hostStand(`?date=${localDate(t.clock.now(), 2)}`);
    expect(day.items.map((r) => r.id)).toContain(later.reservation.id);
    expect((await hostStand()).items.map((r) => r.id)).not.toContain(later.reservation.id);
    expect(
      (await app().inject({ url: '/api/staff/reservations?date=2026-13-01', headers: staff.auth })).statusCode,
    ).toBe(400);
  });

  it('finds a booking by part of its code or of the name, in any case, with or without accents', async () => {
    const { reservation } = await booked('19:15', 0, { contactName: 'Trần Thị Hồng' });
    const byCode = await hostStand(`?q=${reservation.code.slice(-4).toLowerCase()}`);
    expect(byCode.items.map((r) => r.id)).toContain(reservation.id);
    const byName = await hostStand(`?q=${encodeURIComponent('thị hồng')}`);
    expect(byName.items.map((r) => r.id)).toEqual([reservation.id]);
    // typed without accents, as on a phone keyboard
    expect((await hostStand('?q=TRAN%20THI%20HONG')).items.map((r) => r.id)).toEqual([reservation.id]);
    expect((await hostStand('?q=nobody-is-called-this')).items).toEqual([]);
    // a wildcard is a character like any other
    expect((await hostStand('?q=%25')).items).toEqual([]);
  });
});

describe('marking a booking', () => {
  it('seated, then completed; a finished booking never changes again', async () => {
    const { reservation, tableId } = await booked('19:30');
    const seated = await mark(reservation.id, 'seated');
    expect(seated.statusCode).toBe(200);
    expect(seated.json().data).toMatchObject({ status: 'SEATED', statusChangedAt: t.clock.now().toISOString() });
    // seated keeps the table
    expect(await isTableFree(app(), tableId, slotQuery(today(), '19:30'))).toBe(false);
    const noShow = await mark(reservation.id, 'no-show');
    expect([noShow.statusCode, noShow.json().code]).toEqual([409, 'RESERVATION_ALREADY_SEATED']);

    const completed = await mark(reservation.id, 'completed');
    expect(completed.json().data.status).toBe('COMPLETED');
    expect(await isTableFree(app(), tableId, slotQuery(today(), '19:30'))).toBe(true);
    for (const again of ['seated', 'completed', 'no-show'] as const) {
      const refused = await mark(reservation.id, again);
      expect([again, refused.statusCode, refused.json().code]).toEqual([again, 409, 'RESERVATION_FINISHED']);
    }
    expect((await hostStand()).items.find((r) => r.id === reservation.id)?.status).toBe('COMPLETED');
  });

  it('no-show frees the table: the public availability shows it free and another diner can book it', async () => {
    const { reservation, tableId, diner } = await booked('18:30');
    // 18:45, once the grace period is over; the table was held until 20:00
    await at('18:45', async () => {
      const slot = slotQuery(today(), '19:00');
      expect(await isTableFree(app(), tableId, slot)).toBe(false);
      const noShow = await mark(reservation.id, 'no-show');
      expect([noShow.statusCode, noShow.json().data.status]).toEqual([200, 'NO_SHOW']);
      expect(await isTableFree(app(), tableId, slot)).toBe(true);
      const other = await newDiner(app());
      expect(
        (
          await bookTables(app(), other.auth, {
            tableIds: [tableId],
            reservationDate: today(),
            reservationTime: '19:00',
          })
        ).statusCode,
      ).toBe(201);
    });

    // the diner sees it as past, cannot cancel it, and it no longer counts against their caps
    const upcoming = await app().inject({ url: `${TABLES_BASE}/reservations/my?when=upcoming`, headers: diner.auth });
    expect(upcoming.json().data.items).toEqual([]);
    const past = await app().inject({ url: `${TABLES_BASE}/reservations/my?when=past`, headers: diner.auth });
    expect(past.json().data.items.map((r: { id: number }) => r.id)).toEqual([reservation.id]);
    const cancel = await app().inject({
      method: 'POST',
      url: `${TABLES_BASE}/reservations/${reservation.id}/cancel`,
      headers: diner.auth,
    });
    expect([cancel.statusCode, cancel.json().code]).toEqual([400, 'CANCELLATION_TOO_LATE']);
    expect((await mark(reservation.id, 'no-show')).json().code).toBe('RESERVATION_FINISHED');
  });

  it("is refused on another day's booking (409 RESERVATION_NOT_TODAY), on a cancelled one, and for an unknown id", async () => {
    const tomorrow = await booked('19:00', 1);
    const notToday = await mark(tomorrow.reservation.id, 'seated');
    expect([notToday.statusCode, notToday.json().code]).toEqual([409, 'RESERVATION_NOT_TODAY']);
    expect(notToday.json().message).toContain(localDate(t.clock.now(), 1));

    const later = await booked('20:30', 1);
    await app().inject({
      method: 'POST',
      url: `${TABLES_BASE}/reservations/${later.reservation.id}/cancel`,
      headers: later.diner.auth,
    });
    expect((await mark(later.reservation.id, 'seated')).json().code).toBe('RESERVATION_FINISHED');

    const unknown = await mark(2_000_000_000, 'seated');
    expect(unknown.statusCode).toBe(404);
    expect((await mark(1, 'arrived' as 'seated')).statusCode).toBe(400);
  });

  it('two marks of one booking at once: one wins, the other is judged on what it left', async () => {
    const { reservation } = await booked('20:00');
    const answers = await at('20:20', () =>
      Promise.all([mark(reservation.id, 'seated'), mark(reservation.id, 'no-show')]),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data.status;
    expect(['SEATED', 'NO_SHOW']).toContain(winner);
    expect((await hostStand()).items.find((r) => r.id === reservation.id)?.status).toBe(winner);
  });
});

describe('walk-ins', () => {
  /** A table of floor 1 free from now for the default 90 minutes (the availability slot on the grid around it). */
  async function freeTableNow(): Promise<number> {
    const [tableId] = await suggestedTableIds(app(), slotQuery(today(), '12:15', 120));
    return tableId!;
  }

  it('seats a party at a free table now: booked from now, seated, the table taken in the availability', async () => {
    const tableId = await freeTableNow();
    const response = await walkIn({ tableId, partySize: 2, name: 'Minh' });
    expect(response.statusCode).toBe(201);
    const now = t.clock.now();
    expect(response.json().data).toMatchObject({
      status: 'SEATED',
      walkIn: true,
      partySize: 2,
      reservationDate: today(),
      startAt: now.toISOString(),
      endAt: new Date(now.getTime() + 90 * 60_000).toISOString(),
      tables: [{ id: tableId }],
      contact: { name: 'Minh', phone: null, email: null },
    });
    expect(await isTableFree(app(), tableId, slotQuery(today(), '12:15', 30))).toBe(false);
    expect((await hostStand()).items.map((r) => r.id)).toContain(response.json().data.id);

    // the same table again: taken
    const again = await walkIn({ tableId, partySize: 1 });
    expect([again.statusCode, again.json().code]).toEqual([409, 'SLOT_TAKEN']);
  });

  it('refuses a table a booking holds soon, a party too big for the table, and an unknown table', async () => {
    const { tableId } = await booked('13:00');
    const taken = await walkIn({ tableId, partySize: 2 });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'SLOT_TAKEN']);

    const free = await freeTableNow();
    const tooBig = await walkIn({ tableId: free, partySize: 20 });
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([409, 'TABLE_TOO_SMALL']);
    expect((await walkIn({ tableId: 2_000_000_000, partySize: 2 })).statusCode).toBe(404);
    expect((await walkIn({ tableId: free, partySize: 0 })).statusCode).toBe(400);
  });

  it('refuses while the restaurant is closed (409 CLOSED_NOW)', async () => {
    const tableId = await freeTableNow();
    const back = t.clock.now().getTime();
    // 23:00 restaurant time: after closing
    t.clock.advance(localInstant(today(), '23:00').getTime() - back);
    try {
      // signed in again: the earlier access token has expired by then
      const closed = await app().inject({
        method: 'POST',
        url: '/api/staff/walk-ins',
        headers: (await signInAsStaff(t)).auth,
        payload: { tableId, partySize: 2 },
      });
      expect([closed.statusCode, closed.json().code]).toEqual([409, 'CLOSED_NOW']);
    } finally {
      t.clock.advance(back - t.clock.now().getTime());
    }
  });

  it('two walk-ins on one table at once: one is seated, the other told it is taken', async () => {
    const tableId = await freeTableNow();
    const answers = await Promise.all([walkIn({ tableId, partySize: 2 }), walkIn({ tableId, partySize: 2 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});
