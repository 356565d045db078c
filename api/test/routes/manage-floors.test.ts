import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import type { FloorDetail, ManagedFloor, ManagedTable, SeatSuggestion } from '@restaurant/shared/contracts';
import { fitsOnFloor, gapBetween, tablesTouch } from '@restaurant/shared/floor-plan';
import { floors, restaurantTables } from '../../src/db/schema';
import { signInAsManager, signInAsStaff } from '../helpers/orders';
import { callApi, type CallArgs, createTestApp, engine, localDate, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
let manager: { auth: Record<string, string> };
let staff: { auth: Record<string, string> };
let diner: Awaited<ReturnType<typeof newDiner>>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signInAsManager(t);
  staff = await signInAsStaff(t);
  diner = await newDiner(t.app);
});
afterAll(() => t.close());

const call = (...args: CallArgs) => callApi(t, ...args);

const base = '/public/restaurant-table';
const day = (n: number) => localDate(t.clock.now(), n);
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const slot = (n: number) => ({ reservationDate: day(n), reservationTime: '19:00', estimatedDuration: 90 });

const plan = async (floorId: number): Promise<FloorDetail> =>
  (await call('GET', `${base}/floors/${floorId}/details`)).json().data;
const availability = async (floorId: number, n: number) =>
  (await call('GET', `${base}/floors/${floorId}/availability?${query(slot(n))}`)).json().data.tables as Array<{
    code: string;
    available: boolean;
  }>;
const suggestions = async (floorId: number, guests: number, n: number): Promise<SeatSuggestion[]> =>
  (await call('GET', `${base}/seats/suggestions?${query({ ...slot(n), guests, floorId })}`)).json().data;
const tablesCount = async () => (await t.db.select({ n: count() }).from(restaurantTables))[0]!.n;

async function newFloor(name: string): Promise<ManagedFloor> {
  const created = await call('POST', '/manage/floors', manager, { name, width: 800, height: 600 });
  expect(created.statusCode).toBe(201);
  return created.json().data;
}

async function newTable(floorId: number, body: object): Promise<{ table: ManagedTable; etag: string }> {
  const created = await call('POST', `/manage/floors/${floorId}/tables`, manager, body);
  expect([created.statusCode, created.json().message]).toEqual([201, undefined]);
  return { table: created.json().data, etag: created.headers.etag as string };
}

const deuce = (code: string, x: number, y: number, extra: object = {}) => ({
  code,
  capacity: 2,
  shape: 'SQUARE',
  x,
  y,
  width: 70,
  height: 70,
  ...extra,
});

describe(`the floor plan editor (${engine})`, () => {
  it('every route: none → 401, a diner or staff → 403 MANAGER_ONLY (translated); OpenAPI under manage', async () => {
    const routes: [CallArgs[0], string][] = [
      ['GET', '/manage/floors'],
      ['GET', '/manage/floors/1'],
      ['POST', '/manage/floors'],
      ['PATCH', '/manage/floors/1'],
      ['POST', '/manage/floors/1/tables'],
      ['GET', '/manage/tables/1'],
      ['PATCH', '/manage/tables/1'],
      ['DELETE', '/manage/tables/1'],
    ];
    for (const [method, url] of routes) {
      const body = method === 'POST' || method === 'PATCH' ? { name: 'x' } : undefined;
      expect([url, (await call(method, url, undefined, body)).statusCode]).toEqual([url, 401]);
      for (const who of [diner, staff]) {
        const refused = await call(method, url, who, body, { 'accept-language': 'fr' });
        expect([method, url, refused.statusCode, refused.json().code]).toEqual([method, url, 403, 'MANAGER_ONLY']);
        expect(refused.json().message).toBe('Seuls les responsables du restaurant peuvent faire cela');
      }
    }
    expect((await call('GET', '/manage/floors', manager)).statusCode).toBe(200);
    expect(await tablesCount()).toBeGreaterThan(30);
  });

  it('the seed plan: every table on its floor, no two drawings touching (A10’s chairs clear of A15)', async () => {
    const all: ManagedFloor[] = (await call('GET', '/manage/floors', manager)).json().data;
    expect(all.map((f) => f.level)).toEqual([1, 2, 3]);
    for (const floor of all) {
      for (const [i, a] of floor.tables.entries()) {
        expect([a.code, fitsOnFloor(a, floor)]).toEqual([a.code, true]);
        for (const b of floor.tables.slice(i + 1))
          expect([a.code, b.code, tablesTouch(a, b)]).toEqual([a.code, b.code, false]);
      }
    }
    const ground = all[0]!.tables;
    const [a10, a15] = ['A10', 'A15'].map((code) => ground.find((x) => x.code === code)!);
    expect(gapBetween(a10!, a15!)).toBeGreaterThanOrEqual(20);
  });

  it('adds, renames and orders floors; a stale If-Match is 412 and changes nothing; the public list follows', async () => {
    const floor = await newFloor('Terrace');
    expect(floor).toMatchObject({ level: 4, tableCount: 0, version: 1 });
    const read = await call('GET', `/manage/floors/${floor.id}`, manager);
    expect(read.headers.etag).toBe('"1"');
    const renamed = await call(
      'PATCH',
      `/manage/floors/${floor.id}`,
      manager,
      { name: 'Garden terrace' },
      { 'if-match': '"1"' },
    );
    expect([renamed.statusCode, renamed.headers.etag]).toEqual([200, '"2"']);
    const stale = await call('PATCH', `/manage/floors/${floor.id}`, manager, { name: 'Lost' }, { 'if-match': '"1"' });
    expect([stale.statusCode, stale.json().code]).toEqual([412, 'EDIT_CONFLICT']);
    const first = await call('PATCH', `/manage/floors/${floor.id}`, manager, { position: 0 });
    expect(first.json().data.level).toBe(1);
    const pub = (await call('GET', `${base}/floors`)).json().data as Array<{ id: number; name: string; level: number }>;
    expect(pub[0]).toMatchObject({ id: floor.id, name: 'Garden terrace' });
    expect(pub.map((f) => f.level)).toEqual([1, 2, 3, 4]);
    // back to last, so the other tests' floors keep their order
    await call('PATCH', `/manage/floors/${floor.id}`, manager, { position: 9 });
    expect((await call('GET', `${base}/floors`)).json().data[3].id).toBe(floor.id);
  });

  it('tables added, moved and joined show in the plan, availability and suggestions (joined tables)', async () => {
    const floor = await newFloor('Mezzanine');
    const a = await newTable(floor.id, deuce('M1', 100, 100));
    const b = await newTable(floor.id, deuce('M2', 300, 100, { adjacentTableIds: [a.table.id] }));
    expect(b.table.seats).toHaveLength(2);
    expect(b.table.adjacentTableIds).toEqual([a.table.id]);
    expect((await availability(floor.id, 3)).map((x) => [x.code, x.available])).toEqual([
      ['M1', true],
      ['M2', true],
    ]);
    // four guests: only the two deuces joined
    const joined = await suggestions(floor.id, 4, 3);
    expect(joined.map((s) => [s.combined, s.tables.map((x) => x.code)])).toEqual([[true, ['M1', 'M2']]]);

    // moved, re-seated and unjoined: the plan draws it there with its new chairs; suggestions follow
    const moved = await call(
      'PATCH',
      `/manage/tables/${b.table.id}`,
      manager,
      { x: 500, y: 300, capacity: 4, shape: 'RECTANGLE', width: 140, height: 90, rotation: 90, adjacentTableIds: [] },
      { 'if-match': b.etag },
    );
    expect(moved.statusCode).toBe(200);
    const drawn = (await plan(floor.id)).tables.find((x) => x.code === 'M2')!;
    expect(drawn).toMatchObject({ x: 500, y: 300, rotation: 90, capacity: 4, adjacentTableIds: [] });
    expect(drawn.seats).toHaveLength(4);
    // the join's other side changed too, each time: joined when M2 was added, then unjoined
    expect((await call('GET', `/manage/tables/${a.table.id}`, manager)).headers.etag).toBe('"3"');
    const single = await suggestions(floor.id, 4, 3);
    expect(single.map((s) => [s.combined, s.tables.map((x) => x.code)])).toEqual([[false, ['M2']]]);
  });

  it('refuses, translated and storing nothing: onto another table, off the plan, a number taken, a join to another floor', async () => {
    const floor = await newFloor('Cellar');
    const a = await newTable(floor.id, deuce('K1', 100, 100));
    const b = await newTable(floor.id, deuce('K2', 400, 100));
    const before = await plan(floor.id);
    const refusals: Array<[string, () => ReturnType<typeof call>, number, string, string]> = [
      [
        'onto another',
        () => call('PATCH', `/manage/tables/${b.table.id}`, manager, { x: 150 }, { 'accept-language': 'fr' }),
        409,
        'TABLE_OVERLAP',
        'La table K2 et ses chaises toucheraient la table K1 : laissez au moins 20 cm entre elles',
      ],
      [
        'chairs touching',
        () => call('PATCH', `/manage/tables/${b.table.id}`, manager, { x: 185 }, { 'accept-language': 'en' }),
        409,
        'TABLE_OVERLAP',
        'Table K2 and its chairs would touch table K1: leave at least 20 cm between them',
      ],
      [
        'off the plan',
        () => call('PATCH', `/manage/tables/${b.table.id}`, manager, { x: 760 }, { 'accept-language': 'en' }),
        400,
        'TABLE_OFF_PLAN',
        'Table K2 and its chairs must stay inside the floor plan',
      ],
      [
        'a new one onto another',
        () => call('POST', `/manage/floors/${floor.id}/tables`, manager, deuce('K3', 110, 110)),
        409,
        'TABLE_OVERLAP',
        'Table K3 and its chairs would touch table K1: leave at least 20 cm between them',
      ],
      [
        'two tables with one number',
        () => call('PATCH', `/manage/tables/${b.table.id}`, manager, { code: 'a01' }, { 'accept-language': 'ar' }),
        409,
        'TABLE_CODE_TAKEN',
        'توجد طاولة أخرى بالرقم A01',
      ],
      [
        'a new one with a number taken',
        () => call('POST', `/manage/floors/${floor.id}/tables`, manager, deuce('K1', 600, 400)),
        409,
        'TABLE_CODE_TAKEN',
        'Another table already has the number K1',
      ],
      [
        'joined with a table of another floor',
        () => call('PATCH', `/manage/tables/${a.table.id}`, manager, { adjacentTableIds: [1] }),
        400,
        'TABLE_JOIN_INVALID',
        'A table can only be joined with other tables of its own floor',
      ],
      [
        'a floor shrunk under its tables',
        () => call('PATCH', `/manage/floors/${floor.id}`, manager, { width: 300 }),
        400,
        'TABLE_OFF_PLAN',
        'Table K2 and its chairs must stay inside the floor plan',
      ],
    ];
    const tables = await tablesCount();
    for (const [what, send, status, code, message] of refusals) {
      const refused = await send();
      expect([what, refused.statusCode, refused.json().code, refused.json().message]).toEqual([
        what,
        status,
        code,
        message,
      ]);
    }
    expect(await plan(floor.id)).toEqual(before);
    expect(await tablesCount()).toBe(tables);
    expect((await t.db.select({ w: floors.width }).from(floors).where(eq(floors.id, floor.id)))[0]!.w).toBe(800);
  });

  it('a table with bookings to come cannot be removed (they are listed); closed from a date, it leaves availability from then', async () => {
    const floor = await newFloor('Loft');
    const { table, etag } = await newTable(floor.id, deuce('L1', 100, 100));
    const booked = await call('POST', `${base}/reservations`, diner, {
      tableIds: [table.id],
      ...slot(5),
      guests: 2,
      contactName: 'Khoa',
      contactPhone: '0912345678',
    });
    expect(booked.statusCode).toBe(201);
    const bookingCode = booked.json().data.code as string;

    const refused = await call('DELETE', `/manage/tables/${table.id}`, manager, undefined, { 'accept-language': 'en' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'TABLE_HAS_BOOKINGS']);
    expect(refused.json().message).toBe(
      'Table L1 has 1 bookings still to come, so it cannot be removed: close it from a date instead',
    );
    expect(refused.json().details).toEqual([{ path: bookingCode, message: `${day(5)} 19:00 (2)` }]);
    expect((await plan(floor.id)).tables.map((x) => x.code)).toEqual(['L1']);

    const closed = await call(
      'PATCH',
      `/manage/tables/${table.id}`,
      manager,
      { closedFrom: day(6) },
      { 'if-match': etag },
    );
    expect([closed.statusCode, closed.json().data.closedFrom]).toEqual([200, day(6)]);
    expect((await availability(floor.id, 4))[0]!.available).toBe(true);
    expect((await availability(floor.id, 6))[0]!.available).toBe(false);
    expect((await availability(floor.id, 9))[0]!.available).toBe(false);
    expect(await suggestions(floor.id, 2, 7)).toEqual([]);
    expect((await suggestions(floor.id, 2, 4)).map((s) => s.tables[0]!.code)).toEqual(['L1']);
    const late = await call('POST', `${base}/reservations`, diner, {
      tableIds: [table.id],
      ...slot(7),
      guests: 2,
      contactName: 'Khoa',
      contactPhone: '0912345678',
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'TABLE_CLOSED']);
    // the booking before the closing date stays
    expect((await call('GET', `${base}/reservations/${booked.json().data.id}`, diner)).json().data.status).toBe(
      'CONFIRMED',
    );

    // once its booking is cancelled it can go; its number is free again, the plan no longer draws it
    expect((await call('POST', `${base}/reservations/${booked.json().data.id}/cancel`, diner)).statusCode).toBe(200);
    expect((await call('DELETE', `/manage/tables/${table.id}`, manager)).statusCode).toBe(204);
    expect((await plan(floor.id)).tables).toEqual([]);
    expect(await availability(floor.id, 4)).toEqual([]);
    expect((await call('GET', `/manage/tables/${table.id}`, manager)).statusCode).toBe(404);
    await newTable(floor.id, deuce('L1', 300, 300));
  });
});
