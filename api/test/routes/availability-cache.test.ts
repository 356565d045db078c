import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FloorDetail } from '@restaurant/shared/contracts';
import {
  TABLES_BASE as base,
  bookTables,
  floorAvailability,
  isTableFree,
  slotQuery,
  suggestedTableIds as suggested,
} from '../helpers/reservations';
import { createTestApp, localDate, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
let tableIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const floor: FloorDetail = (await t.app.inject(`${base}/floors/1/details`)).json().data;
  tableIds = floor.tables.map((table) => table.id);
});
afterAll(() => t.close());

const slot = (days: number, time?: string) => slotQuery(localDate(t.clock.now(), days), time);
const availability = (days: number) => floorAvailability(t.app, slot(days));
const isFree = (tableId: number, days: number, time?: string) => isTableFree(t.app, tableId, slot(days, time));
const suggestedTableIds = (days: number) => suggested(t.app, slot(days));

async function book(tableId: number, days: number) {
  const diner = await newDiner(t.app);
  const response = await bookTables(t.app, diner.auth, {
    tableIds: [tableId],
    reservationDate: localDate(t.clock.now(), days),
  });
  expect(response.statusCode).toBe(201);
  return { diner, id: response.json().data.id as number };
}

describe('a slot answer served from the cache', () => {
  it('is the same bytes, type and length as when it was read from the database', async () => {
    for (const url of [`${base}/floors/1/availability?${slot(11)}`, `${base}/seats/suggestions?guests=4&${slot(11)}`]) {
      const read = await t.app.inject(url);
      const cached = await t.app.inject(url);
      expect(read.statusCode).toBe(200);
      expect(cached.rawPayload.equals(read.rawPayload)).toBe(true);
      expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(cached.headers['content-type']).toBe(read.headers['content-type']);
      expect(cached.headers['content-length']).toBe(read.headers['content-length']);
    }
  });

  it('says the slot it was asked for, even when another spelling of that slot was read first', async () => {
    const first = (await t.app.inject(`${base}/floors/1/availability?${slot(12)}`)).json().data;
    const sameSlot = slot(12).replace('estimatedDuration=90', 'estimatedDuration=090');
    const second = (await t.app.inject(`${base}/floors/1/availability?${sameSlot}`)).json().data;
    expect(second).toEqual(first);
  });
});

describe('availability read right after a write (served from the cache when nothing changed)', () => {
  it('shows a table taken by the next read after the booking answered, and free again after the cancellation', async () => {
    const table = tableIds[0]!;
    // read twice first, so the second answer comes from the cache
    expect(await isFree(table, 5)).toBe(true);
    expect(await isFree(table, 5)).toBe(true);
    const { diner, id } = await book(table, 5);
    expect(await isFree(table, 5)).toBe(false);
    expect((await availability(5)).freeSeats).toBeLessThan((await availability(6)).freeSeats);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${base}/reservations/${id}/cancel`,
      headers: diner.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await isFree(table, 5)).toBe(true);
  });

  it('stops suggesting a table once it is booked', async () => {
    // the smallest table that seats two is suggested first
    const [first] = await suggestedTableIds(7);
    expect(first).toBeDefined();
    expect(await suggestedTableIds(7)).toContain(first);
    await book(first!, 7);
    expect(await suggestedTableIds(7)).not.toContain(first);
  });

  it('keeps answering other days and times as before a booking', async () => {
    const table = tableIds[1]!;
    expect(await isFree(table, 8, '12:00')).toBe(true);
    await book(table, 8);
    expect(await isFree(table, 8, '12:00')).toBe(true);
    expect(await isFree(table, 8, '19:30')).toBe(false);
    expect(await isFree(table, 9)).toBe(true);
  });

  it('never misses a booking among reads running at the same time', async () => {
    const table = tableIds[2]!;
    const reads = Array.from({ length: 20 }, () => isFree(table, 10));
    const booked = book(table, 10);
    await Promise.all(reads);
    await booked;
    const after = await Promise.all(Array.from({ length: 5 }, () => isFree(table, 10)));
    expect(after).toEqual([false, false, false, false, false]);
  });
});
