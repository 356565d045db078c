import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SeatSuggestion } from '@restaurant/shared/contracts';
import { openStream, type OpenStream, type StreamEvent } from '../helpers/event-stream';
import { noonTomorrow, signInAsManager, signInAsStaff } from '../helpers/orders';
import { TABLES_BASE, bookTables, slotQuery } from '../helpers/reservations';
import { callApi, createClock, createTestApp, engine, localDate, newDiner, type TestApp } from '../helpers/test-app';

// Issue 32 point 5: the live floor hears of every write that changes which tables are taken or seated, on the staff
// stream, so it reads the floor again. The clock stands at noon restaurant time: today's evening can be booked.
let t: TestApp;
let staff: { auth: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
  staff = await signInAsStaff(t);
});
afterAll(() => t.close());

const today = () => localDate(t.clock.now(), 0);
const isFloorChanged = (event: StreamEvent) => event.event === 'floor-changed';

async function freeTable(time: string): Promise<number> {
  const response = await t.app.inject(
    `${TABLES_BASE}/seats/suggestions?guests=2&floorId=1&${slotQuery(today(), time)}`,
  );
  const suggestions: SeatSuggestion[] = response.json().data;
  return suggestions.filter((s) => !s.combined)[0]!.tables[0]!.id;
}

async function bookToday(time: string) {
  const diner = await newDiner(t.app);
  const response = await bookTables(t.app, diner.auth, {
    tableIds: [await freeTable(time)],
    reservationDate: today(),
    reservationTime: time,
  });
  expect(response.statusCode).toBe(201);
  return { diner, id: (response.json().data as { id: number }).id };
}

async function staffBoard(): Promise<OpenStream> {
  const board = await openStream(t.app, '/staff/events', staff.auth);
  expect(board.status).toBe(200);
  await board.next((e) => e.event === 'ready', 'ready');
  return board;
}

describe(`the floor on the staff stream (${engine})`, () => {
  it('says the floor changed after a booking, seated, completed, a cancellation and a walk-in, with no id', async () => {
    const board = await staffBoard();
    try {
      const first = await bookToday('19:00');
      const booking = await board.next(isFloorChanged, 'the booking');
      expect(booking.data).toEqual({});
      // not an entry of the order log: a reconnect's Last-Event-ID stays that of the last order event
      expect(booking.id).toBeUndefined();

      const mark = (id: number, what: string) =>
        t.app.inject({ method: 'POST', url: `/api/staff/reservations/${id}/${what}`, headers: staff.auth });
      expect((await mark(first.id, 'seated')).statusCode).toBe(200);
      await board.next(isFloorChanged, 'the party seated');
      expect((await mark(first.id, 'completed')).statusCode).toBe(200);
      await board.next(isFloorChanged, 'the party gone');

      const second = await bookToday('20:30');
      await board.next(isFloorChanged, 'the second booking');
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `${TABLES_BASE}/reservations/${second.id}/cancel`,
        headers: second.diner.auth,
      });
      expect(cancelled.statusCode).toBe(200);
      await board.next(isFloorChanged, 'the cancellation');

      const walkIn = await t.app.inject({
        method: 'POST',
        url: '/api/staff/walk-ins',
        headers: staff.auth,
        payload: { tableId: await freeTable('12:15'), partySize: 2 },
      });
      expect(walkIn.statusCode).toBe(201);
      await board.next(isFloorChanged, 'the walk-in');
      expect(board.received.filter(isFloorChanged)).toHaveLength(6);
    } finally {
      await board.close();
    }
  });

  it('tells every open staff stream', async () => {
    const boards = [await staffBoard(), await staffBoard()];
    try {
      await bookToday('18:00');
      for (const board of boards) await board.next(isFloorChanged, 'the booking');
    } finally {
      await Promise.all(boards.map((board) => board.close()));
    }
  });

  it('says the plan changed when the floor plan editor moves a table, so an open floor draws it anew', async () => {
    const manager = await signInAsManager(t);
    const board = await staffBoard();
    try {
      const read = await callApi(t, 'GET', '/manage/tables/1', manager);
      expect(read.statusCode).toBe(200);
      const { rotation } = read.json().data as { rotation: number };
      // turned half round: the same footprint, so no other table is in the way and the other tests' plan holds
      const moved = await callApi(
        t,
        'PATCH',
        '/manage/tables/1',
        manager,
        { rotation: rotation >= 180 ? rotation - 180 : rotation + 180 },
        { 'if-match': String(read.headers.etag) },
      );
      expect(moved.statusCode).toBe(200);
      const planChanged = await board.next((e) => e.event === 'plan-changed', 'the table moved');
      expect(planChanged.data).toEqual({});
      expect(planChanged.id).toBeUndefined();
    } finally {
      await board.close();
    }
  });

  it('is in the OpenAPI description of the staff stream', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/staff/events'].get.description).toContain('floor-changed');
    expect(response.json().paths['/api/staff/events'].get.description).toContain('plan-changed');
  });
});
