import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, engine, localDate, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`booking race (${engine})`, () => {
  it('100 simultaneous overlapping bookings of one table: exactly 1 created, 99 answered 409', async () => {
    const diners = await Promise.all(Array.from({ length: 4 }, () => newDiner(t.app)));
    const date = localDate(t.clock.now(), 20);
    const attempts = Array.from({ length: 100 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/restaurant-table/reservations',
        headers: diners[i % diners.length]!.auth,
        // every request overlaps every other: same table, start times 18:00-19:00, 2 hours each
        payload: {
          tableIds: [5],
          reservationDate: date,
          reservationTime: `${18 + Math.floor((i % 5) / 4)}:${String(((i % 5) % 4) * 15).padStart(2, '0')}`,
          estimatedDuration: 120,
          guests: 2,
          contactName: 'Race',
          contactPhone: '0912345678',
        },
      }),
    );
    const responses = await Promise.all(attempts);
    // Compared whole, so a failure shows every status that came back (a timeout, a 500), not only a count.
    const tally: Record<number, number> = {};
    for (const r of responses) tally[r.statusCode] = (tally[r.statusCode] ?? 0) + 1;
    expect(tally).toEqual({ 201: 1, 409: 99 });
    // the winner's own later attempts may instead overlap the booking they now hold
    const winner = diners[responses.findIndex((r) => r.statusCode === 201) % diners.length];
    responses.forEach((r, i) => {
      if (r.statusCode !== 409) return;
      const allowed = diners[i % diners.length] === winner ? ['SLOT_TAKEN', 'RESERVATION_OVERLAP'] : ['SLOT_TAKEN'];
      expect(allowed).toContain(r.json().code);
    });
    const availability = await t.app.inject(
      `/api/public/restaurant-table/floors/1/availability?reservationDate=${date}&reservationTime=18:00&estimatedDuration=180`,
    );
    expect(availability.json().data.tables.find((x: { tableId: number }) => x.tableId === 5).available).toBe(false);
  });

  it('5 simultaneous bookings by one diner on free tables and days: exactly 3 created, 2 answered 409 RESERVATION_LIMIT', async () => {
    const diner = await newDiner(t.app);
    const responses = await Promise.all(
      [31, 32, 33, 34, 35].map((days, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/public/restaurant-table/reservations',
          headers: diner.auth,
          payload: {
            tableIds: [6 + i],
            reservationDate: localDate(t.clock.now(), days),
            reservationTime: '19:00',
            estimatedDuration: 90,
            guests: 2,
            contactName: 'Hoarder',
            contactPhone: '0912345678',
          },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused.map((r) => r.json().code)).toEqual(['RESERVATION_LIMIT', 'RESERVATION_LIMIT']);
    const mine = await t.app.inject({
      url: '/api/public/restaurant-table/reservations/my?when=upcoming',
      headers: diner.auth,
    });
    expect(mine.json().data.total).toBe(3);
  });
});
