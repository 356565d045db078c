import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FloorDetail, Reservation } from '@restaurant/shared/contracts';
import { bearer, createTestApp, localDate, login, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
let floor1: FloorDetail;
beforeAll(async () => {
  t = await createTestApp();
  floor1 = (await t.app.inject('/api/public/restaurant-table/floors/1/details')).json().data;
});
afterAll(() => t.close());

const base = '/api/public/restaurant-table';
const tableId = (code: string) => {
  const table = floor1.tables.find((x) => x.code === code);
  if (!table) throw new Error(`no table ${code}`);
  return table.id;
};
/** A day inside the booking window, distinct per test so bookings never collide across tests. */
const day = (n: number) => localDate(t.clock.now(), n);
const slot = (n: number, time = '19:00', duration = 90) => ({
  reservationDate: day(n),
  reservationTime: time,
  estimatedDuration: duration,
});
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

type Diner = Awaited<ReturnType<typeof newDiner>>;
const book = (diner: Diner, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/reservations`,
    headers: diner.auth,
    payload: { contactName: 'Khoa', contactPhone: '0912345678', guests: 2, ...payload },
  });

describe('floors', () => {
  it('lists 3 floors with about 40 tables in all', async () => {
    const { data } = (await t.app.inject(`${base}/floors`)).json();
    expect(data).toHaveLength(3);
    const tables = data.reduce((n: number, f: { tableCount: number }) => n + f.tableCount, 0);
    expect(tables).toBeGreaterThanOrEqual(38);
    expect(tables).toBeLessThanOrEqual(45);
  });

  it('gives a floor plan: tables with shape, box, rotation, seats and neighbours', async () => {
    expect(floor1.tables.length).toBeGreaterThan(10);
    for (const table of floor1.tables) {
      expect(table.capacity).toBeGreaterThanOrEqual(2);
      expect(table.capacity).toBeLessThanOrEqual(10);
      expect(table.seats).toHaveLength(table.capacity);
      expect(table.x + table.width).toBeLessThanOrEqual(floor1.width);
      expect(table.y + table.height).toBeLessThanOrEqual(floor1.height);
    }
    expect(floor1.tables.find((x) => x.code === 'A01')?.adjacentTableIds).toEqual([tableId('A02')]);
  });

  it('answers 404 for an unknown floor and 400 for a bad id', async () => {
    expect((await t.app.inject(`${base}/floors/99/details`)).statusCode).toBe(404);
    expect((await t.app.inject(`${base}/floors/x/details`)).statusCode).toBe(400);
  });

  it('publishes the booking rules', async () => {
    const { data } = (await t.app.inject(`${base}/booking-rules`)).json();
    expect(data).toMatchObject({
      openingTime: '10:00',
      closingTime: '22:00',
      slotMinutes: 15,
      bookingWindowDays: 60,
      maxGuests: 20,
      cancellationCutoffMinutes: 120,
      maxUpcomingBookingsPerDiner: 3,
      maxOverlappingBookingsPerDiner: 1,
    });
    expect(data.openingHours).toEqual(Array(7).fill({ open: '10:00', close: '22:00' }));
  });
});

describe('availability', () => {
  it('lists every table of the floor as free on an empty evening', async () => {
    const response = await t.app.inject(`${base}/floors/1/availability?${query(slot(3))}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.tables).toHaveLength(floor1.tables.length);
    expect(
      data.tables.every(
        (x: { available: boolean; freeSeats: number; capacity: number }) => x.available && x.freeSeats === x.capacity,
      ),
    ).toBe(true);
    expect(data).toMatchObject({ floorId: 1, reservationTime: '19:00', estimatedDuration: 90 });
    expect(new Date(data.endAt).getTime() - new Date(data.startAt).getTime()).toBe(90 * 60_000);
  });

  it('uses 90 minutes when no duration is given', async () => {
    const { data } = (
      await t.app.inject(`${base}/floors/1/availability?reservationDate=${day(3)}&reservationTime=12:00`)
    ).json();
    expect(data.estimatedDuration).toBe(90);
  });

  it('shows a booked table as taken for overlapping slots only', async () => {
    const diner = await newDiner(t.app);
    expect((await book(diner, { tableIds: [tableId('A03')], ...slot(4, '18:00', 120) })).statusCode).toBe(201);
    const at = async (time: string) => {
      const { data } = (await t.app.inject(`${base}/floors/1/availability?${query(slot(4, time, 60))}`)).json();
      return data.tables.find((x: { code: string }) => x.code === 'A03');
    };
    expect(await at('19:30')).toMatchObject({ available: false, freeSeats: 0 });
    expect(await at('17:15')).toMatchObject({ available: false });
    // end is exclusive: 20:00 starts when the booking ends
    expect(await at('20:00')).toMatchObject({ available: true, freeSeats: 2 });
    expect(await at('17:00')).toMatchObject({ available: true });
  });

  it.each([
    ['a date in the past', { reservationDate: '2020-01-01', reservationTime: '19:00' }, 'IN_THE_PAST'],
    ['a time before opening', { reservationTime: '09:00' }, 'OUTSIDE_OPENING_HOURS'],
    ['a slot ending after closing', { reservationTime: '21:00', estimatedDuration: 90 }, 'OUTSIDE_OPENING_HOURS'],
    ['a time off the 15-minute grid', { reservationTime: '19:10' }, 'OFF_SLOT_GRID'],
    ['a 20-minute stay', { estimatedDuration: 20 }, 'INVALID_DURATION'],
    ['a 5-hour stay', { reservationTime: '12:00', estimatedDuration: 300 }, 'INVALID_DURATION'],
    ['a day beyond the 60-day window', { reservationDate: 'FAR' }, 'OUTSIDE_BOOKING_WINDOW'],
    ['a date that does not exist', { reservationDate: '2027-02-30' }, 'INVALID_DATE'],
    ['a malformed time', { reservationTime: '7pm' }, 'VALIDATION_ERROR'],
  ])('answers 400 for %s', async (_case, override, code) => {
    const params = { ...slot(5), ...override };
    if (params.reservationDate === 'FAR') params.reservationDate = day(62);
    const response = await t.app.inject(`${base}/floors/1/availability?${query(params)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code });
  });

  it('answers 404 for an unknown floor', async () => {
    expect((await t.app.inject(`${base}/floors/99/availability?${query(slot(3))}`)).statusCode).toBe(404);
  });
});

describe('seat suggestions', () => {
  const suggest = (params: Record<string, string | number>) =>
    t.app.inject(`${base}/seats/suggestions?${query({ ...slot(6), ...params })}`);

  it('ranks single tables by fewest spare seats first', async () => {
    const { data } = (await suggest({ guests: 2 })).json();
    expect(data.length).toBeGreaterThan(3);
    expect(data[0]).toMatchObject({ rank: 1, combined: false, spareSeats: 0, seats: 2 });
    const spares = data.map((s: { spareSeats: number }) => s.spareSeats);
    expect(spares).toEqual([...spares].sort((a, b) => a - b));
  });

  it('offers adjacent tables pushed together on one floor when no single table fits', async () => {
    const { data } = (await suggest({ guests: 14 })).json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((s: { combined: boolean }) => s.combined)).toBe(true);
    for (const s of data) {
      expect(s.seats).toBeGreaterThanOrEqual(14);
      expect(s.spareSeats).toBe(s.seats - 14);
    }
    const spares = data.map((s: { spareSeats: number }) => s.spareSeats);
    expect(spares).toEqual([...spares].sort((a, b) => a - b));
    // four four-tops in a row (16 seats) waste less than the two ten-seat banquet tables (20)
    expect(data[0]).toMatchObject({ seats: 16, spareSeats: 2 });
    expect(
      data.some((s: { tables: Array<{ code: string }> }) => s.tables.map((x) => x.code).join() === 'B13,B14'),
    ).toBe(true);
  });

  it('lists singles before combinations when both exist, and keeps to one floor when asked', async () => {
    const { data } = (await suggest({ guests: 8, floorId: 2 })).json();
    expect(data[0]).toMatchObject({ combined: false, floor: { id: 2 } });
    const firstCombined = data.findIndex((s: { combined: boolean }) => s.combined);
    expect(firstCombined === -1 || data.slice(firstCombined).every((s: { combined: boolean }) => s.combined)).toBe(
      true,
    );
    expect(data.every((s: { floor: { id: number } }) => s.floor.id === 2)).toBe(true);
  });

  it('leaves out tables already booked for the slot', async () => {
    const diner = await newDiner(t.app);
    const before = (await suggest({ guests: 10, reservationDate: day(7) })).json().data;
    expect(before[0].tables[0].code).toBe('B13');
    expect((await book(diner, { tableIds: [before[0].tables[0].id], guests: 10, ...slot(7) })).statusCode).toBe(201);
    const after = (await suggest({ guests: 10, reservationDate: day(7) })).json().data;
    expect(after[0].tables[0].code).toBe('B14');
  });

  it.each([
    ['0 guests', { guests: 0 }],
    ['21 guests', { guests: 21 }],
    ['no guests', { guests: '' }],
    ['closed hours', { guests: 2, reservationTime: '23:00' }],
  ])('answers 400 for %s', async (_case, params) => {
    expect((await suggest(params)).statusCode).toBe(400);
  });
});

describe('reservations', () => {
  it('books a table and answers 201 with a human-readable code', async () => {
    const diner = await newDiner(t.app);
    const response = await book(diner, {
      tableIds: [tableId('A07')],
      guests: 4,
      note: 'Window if possible',
      ...slot(8),
    });
    expect(response.statusCode).toBe(201);
    const reservation: Reservation = response.json().data;
    expect(reservation.code).toMatch(/^BK-\d{6}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(reservation).toMatchObject({
      status: 'CONFIRMED',
      guests: 4,
      floor: { id: 1 },
      tables: [{ code: 'A07', capacity: 4 }],
      canCancel: true,
      note: 'Window if possible',
    });
  });

  it('keeps the occasion apart from the note', async () => {
    const diner = await newDiner(t.app);
    const response = await book(diner, {
      tableIds: [tableId('A14')],
      occasion: 'birthday',
      note: 'A cake at 20:00',
      ...slot(8),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ occasion: 'birthday', note: 'A cake at 20:00' });
    const plain = await book(diner, { tableIds: [tableId('A14')], ...slot(8, '12:00') });
    expect(plain.json().data.occasion).toBeNull();
    const bad = await book(diner, { tableIds: [tableId('A14')], occasion: 'wedding', ...slot(8, '15:00') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 409 for a table already booked at an overlapping time', async () => {
    const first = await newDiner(t.app);
    const second = await newDiner(t.app);
    expect((await book(first, { tableIds: [tableId('A08')], ...slot(9, '19:00') })).statusCode).toBe(201);
    const clash = await book(second, { tableIds: [tableId('A08')], ...slot(9, '20:00') });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: expect.any(String), code: 'SLOT_TAKEN' });
    // back-to-back is fine
    expect((await book(second, { tableIds: [tableId('A08')], ...slot(9, '20:30') })).statusCode).toBe(201);
  });

  it('books adjacent tables together, and 409s if any of them is taken', async () => {
    const diner = await newDiner(t.app);
    const other = await newDiner(t.app);
    const both = await book(diner, { tableIds: [tableId('A01'), tableId('A02')], guests: 4, ...slot(10) });
    expect(both.statusCode).toBe(201);
    expect(both.json().data.tables.map((x: { code: string }) => x.code)).toEqual(['A01', 'A02']);
    expect(
      (await book(other, { tableIds: [tableId('A02'), tableId('A03')], guests: 3, ...slot(10) })).json().code,
    ).toBe('SLOT_TAKEN');
    // nothing half-booked: A03 is still free
    expect((await book(other, { tableIds: [tableId('A03')], ...slot(10) })).statusCode).toBe(201);
  });

  it.each([
    ['more guests than seats', () => ({ tableIds: [tableId('A04')], guests: 3 }), 'NOT_ENOUGH_SEATS'],
    [
      'tables that are not next to each other',
      () => ({ tableIds: [tableId('A04'), tableId('A06')], guests: 3 }),
      'TABLES_NOT_ADJACENT',
    ],
    ['21 guests', () => ({ tableIds: [tableId('A15')], guests: 21 }), 'INVALID_GUESTS'],
    ['a time in the past', () => ({ tableIds: [tableId('A04')], reservationDate: day(-1) }), 'IN_THE_PAST'],
    ['closing time', () => ({ tableIds: [tableId('A04')], reservationTime: '21:45' }), 'OUTSIDE_OPENING_HOURS'],
    ['a missing phone', () => ({ tableIds: [tableId('A04')], contactPhone: undefined }), 'VALIDATION_ERROR'],
    ['a bad phone', () => ({ tableIds: [tableId('A04')], contactPhone: 'call me' }), 'VALIDATION_ERROR'],
    ['no tables', () => ({ tableIds: [] }), 'VALIDATION_ERROR'],
    ['the same table twice', () => ({ tableIds: [tableId('A04'), tableId('A04')] }), 'VALIDATION_ERROR'],
  ])('answers 400 for %s', async (_case, payload, code) => {
    const diner = await newDiner(t.app);
    const response = await book(diner, { ...slot(11), ...payload() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code });
  });

  it('answers 400 for tables on different floors and 404 for an unknown table', async () => {
    const diner = await newDiner(t.app);
    const upstairs = (await t.app.inject(`${base}/floors/2/details`)).json().data.tables[0].id;
    expect((await book(diner, { tableIds: [tableId('A04'), upstairs], ...slot(11) })).json().code).toBe(
      'TABLES_ON_DIFFERENT_FLOORS',
    );
    expect((await book(diner, { tableIds: [99999], ...slot(11) })).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/reservations`,
      payload: { tableIds: [1], ...slot(11), guests: 2, contactName: 'x', contactPhone: '0912345678' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("lists a diner's own reservations, filtered by status", async () => {
    const diner = await newDiner(t.app);
    const a = (await book(diner, { tableIds: [tableId('A09')], ...slot(12) })).json().data;
    await book(diner, { tableIds: [tableId('A10')], ...slot(13) });
    await t.app.inject({ method: 'POST', url: `${base}/reservations/${a.id}/cancel`, headers: diner.auth });
    const all = (await t.app.inject({ url: `${base}/reservations/my`, headers: diner.auth })).json().data;
    expect(all.total).toBe(2);
    const cancelled = (
      await t.app.inject({ url: `${base}/reservations/my?status=CANCELLED`, headers: diner.auth })
    ).json().data;
    expect(cancelled.items.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await t.app.inject({ url: `${base}/reservations/my?status=DONE`, headers: diner.auth })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject(`${base}/reservations/my`)).statusCode).toBe(401);
  });

  it('splits upcoming (soonest first) from past and cancelled (latest first)', async () => {
    const diner = await newDiner(t.app);
    const later = (await book(diner, { tableIds: [tableId('A09')], ...slot(20) })).json().data;
    const sooner = (await book(diner, { tableIds: [tableId('A09')], ...slot(18) })).json().data;
    const cancelled = (await book(diner, { tableIds: [tableId('A09')], ...slot(19) })).json().data;
    await t.app.inject({ method: 'POST', url: `${base}/reservations/${cancelled.id}/cancel`, headers: diner.auth });
    const list = async (when: string) =>
      (await t.app.inject({ url: `${base}/reservations/my?when=${when}`, headers: diner.auth })).json().data;
    expect((await list('upcoming')).items.map((r: Reservation) => r.id)).toEqual([sooner.id, later.id]);
    expect(await list('past')).toMatchObject({ total: 1, items: [{ id: cancelled.id }] });
    // once the sooner one is over it moves to the past, ahead of the older cancelled one
    const jump = new Date(sooner.endAt).getTime() - t.clock.now().getTime() + 60_000;
    t.clock.advance(jump);
    try {
      const { accessToken } = await login(t.app, diner);
      diner.auth = bearer(accessToken);
      expect((await list('upcoming')).items.map((r: Reservation) => r.id)).toEqual([later.id]);
      expect((await list('past')).items.map((r: Reservation) => r.id)).toEqual([cancelled.id, sooner.id]);
    } finally {
      t.clock.advance(-jump);
    }
    expect((await t.app.inject({ url: `${base}/reservations/my?when=soon`, headers: diner.auth })).statusCode).toBe(
      400,
    );
  });

  it('cancels up to two hours before, which frees the table; then refuses a second cancel', async () => {
    const diner = await newDiner(t.app);
    const r = (await book(diner, { tableIds: [tableId('A11')], ...slot(14) })).json().data;
    const cancel = () =>
      t.app.inject({ method: 'POST', url: `${base}/reservations/${r.id}/cancel`, headers: diner.auth });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      cancelledAt: expect.any(String),
    });
    expect((await cancel()).json().code).toBe('ALREADY_CANCELLED');
    expect((await book(diner, { tableIds: [tableId('A11')], ...slot(14) })).statusCode).toBe(201);
  });

  it('refuses to cancel inside the two-hour cut-off', async () => {
    const diner = await newDiner(t.app);
    const r: Reservation = (await book(diner, { tableIds: [tableId('A12')], ...slot(15) })).json().data;
    const jump = new Date(r.startAt).getTime() - t.clock.now().getTime() - 60 * 60_000;
    t.clock.advance(jump);
    try {
      // the access token from before the jump has long expired: sign in again
      const { accessToken } = await login(t.app, diner);
      diner.auth = bearer(accessToken);
      const detail = (await t.app.inject({ url: `${base}/reservations/${r.id}`, headers: diner.auth })).json().data;
      expect(detail.canCancel).toBe(false);
      const response = await t.app.inject({
        method: 'POST',
        url: `${base}/reservations/${r.id}/cancel`,
        headers: diner.auth,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('CANCELLATION_TOO_LATE');
    } finally {
      t.clock.advance(-jump);
    }
  });

  it("hides another diner's reservation: 404 to read it and to cancel it, and it stays confirmed", async () => {
    const owner = await newDiner(t.app);
    const other = await newDiner(t.app);
    const r = (await book(owner, { tableIds: [tableId('A13')], ...slot(16) })).json().data;
    expect((await t.app.inject({ url: `${base}/reservations/${r.id}`, headers: owner.auth })).statusCode).toBe(200);
    const read = await t.app.inject({ url: `${base}/reservations/${r.id}`, headers: other.auth });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: 'Reservation not found', code: 'NOT_FOUND' });
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/reservations/${r.id}/cancel`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `${base}/reservations/my`, headers: other.auth })).json().data.total).toBe(0);
    expect((await t.app.inject({ url: `${base}/reservations/${r.id}`, headers: owner.auth })).json().data.status).toBe(
      'CONFIRMED',
    );
    expect((await t.app.inject({ url: `${base}/reservations/424242`, headers: owner.auth })).statusCode).toBe(404);
  });
});

describe('per-diner caps', () => {
  const cancel = (diner: Diner, id: number) =>
    t.app.inject({ method: 'POST', url: `${base}/reservations/${id}/cancel`, headers: diner.auth });

  it('refuses a 4th upcoming booking with 409 RESERVATION_LIMIT; cancelling one frees a place', async () => {
    const diner = await newDiner(t.app);
    const held: Reservation[] = [];
    for (const n of [30, 31, 32])
      held.push((await book(diner, { tableIds: [tableId('A05')], ...slot(n) })).json().data);
    const fourth = await book(diner, { tableIds: [tableId('A05')], ...slot(33) });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      message: expect.stringContaining('3 upcoming reservations'),
      code: 'RESERVATION_LIMIT',
    });
    expect((await cancel(diner, held[0]!.id)).statusCode).toBe(200);
    expect((await book(diner, { tableIds: [tableId('A05')], ...slot(33) })).statusCode).toBe(201);
  });

  it('does not count a booking that is over', async () => {
    const diner = await newDiner(t.app);
    const soon: Reservation = (await book(diner, { tableIds: [tableId('A06')], ...slot(1) })).json().data;
    for (const n of [34, 35])
      expect((await book(diner, { tableIds: [tableId('A06')], ...slot(n) })).statusCode).toBe(201);
    expect((await book(diner, { tableIds: [tableId('A06')], ...slot(36) })).json().code).toBe('RESERVATION_LIMIT');
    const jump = new Date(soon.endAt).getTime() - t.clock.now().getTime() + 60_000;
    t.clock.advance(jump);
    try {
      // the access token from before the jump has long expired: sign in again
      diner.auth = bearer((await login(t.app, diner)).accessToken);
      expect((await book(diner, { tableIds: [tableId('A06')], ...slot(36) })).statusCode).toBe(201);
    } finally {
      t.clock.advance(-jump);
    }
  });

  it("refuses a booking overlapping one of the diner's own on another table with 409 RESERVATION_OVERLAP; back-to-back is fine", async () => {
    const diner = await newDiner(t.app);
    expect((await book(diner, { tableIds: [tableId('A07')], ...slot(40, '19:00', 90) })).statusCode).toBe(201);
    const overlapping = await book(diner, { tableIds: [tableId('A10')], ...slot(40, '20:00', 90) });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      message: expect.stringContaining('already have a reservation at this time'),
      code: 'RESERVATION_OVERLAP',
    });
    expect((await book(diner, { tableIds: [tableId('A10')], ...slot(40, '20:30', 90) })).statusCode).toBe(201);
  });
});
