import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc } from 'drizzle-orm';
import { REPORT_ERROR, type ManagedSettings, type Report } from '@restaurant/shared/contracts';
import {
  combos,
  floors,
  orderLines,
  orders,
  reservations,
  restaurantClosures,
  reviews,
  users,
} from '../../src/db/schema';
import { messageText } from '../../src/i18n/messages';
import { dishes, localInstant, newVoucher, signInAsManager, signInAsStaff } from '../helpers/orders';
import { createTestApp, engine, newDiner, type TestApp } from '../helpers/test-app';

// A known set of orders, bookings and reviews in March 2021 (and the fortnight before it), long before anything the
// seed or another test writes: every figure below is worked out by hand from these rows.
const FROM = '2021-03-01';
const TO = '2021-03-14';

let t: TestApp;
let manager: { auth: Record<string, string> };
let staff: { auth: Record<string, string> };
let diner: { auth: Record<string, string> };
let voucher: { id: number; code: string };
let food: { a: number; b: number; d: number };
let combo: number;

type Line = { foodId?: number; comboId?: number; unitPrice: number; quantity: number };

async function seedOrder(
  userId: number,
  date: string,
  time: string,
  status: (typeof orders.$inferInsert)['status'],
  lines: Line[],
  discount = 0,
) {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const [order] = await t.db
    .insert(orders)
    .values({
      code: `R${randomUUID().slice(0, 12)}`,
      userId,
      type: 'DINE_IN',
      status,
      subtotal,
      discount,
      total: subtotal - discount,
      paymentMethod: 'PAY_AT_RESTAURANT',
      ...(discount ? { voucherId: voucher.id, voucherCode: voucher.code } : {}),
      createdAt: localInstant(date, time),
    })
    .returning({ id: orders.id });
  await t.db
    .insert(orderLines)
    .values(lines.map((l) => ({ orderId: order!.id, name: `line ${l.unitPrice}`, ...l, foodId: l.foodId ?? null })));
}

async function seedBooking(
  date: string,
  time: string,
  guests: number,
  extra: Partial<typeof reservations.$inferInsert>,
) {
  const [floor] = await t.db.select({ id: floors.id }).from(floors).orderBy(asc(floors.id)).limit(1);
  const startAt = localInstant(date, time);
  await t.db.insert(reservations).values({
    code: `B${randomUUID().slice(0, 12)}`,
    floorId: floor!.id,
    reservationDate: date,
    reservationTime: time,
    durationMinutes: 90,
    startAt,
    endAt: new Date(startAt.getTime() + 90 * 60_000),
    guests,
    contactName: 'Walk-in',
    ...extra,
  });
}

async function seedReview(date: string, time: string, rating: number, hidden = false) {
  const [user] = await t.db
    .insert(users)
    .values({ email: `reviewer-${randomUUID().slice(0, 8)}@example.com`, fullName: 'Reviewer' })
    .returning({ id: users.id });
  const at = localInstant(date, time);
  const moderation = hidden ? { hiddenAt: at, hiddenReason: 'Not about the restaurant' } : {};
  await t.db
    .insert(reviews)
    .values({ userId: user!.id, rating, comment: 'Fine', createdAt: at, updatedAt: at, ...moderation });
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await signInAsManager(t);
  staff = await signInAsStaff(t);
  diner = await newDiner(t.app);
  voucher = await newVoucher(t);
  const menu = await dishes(t);
  food = { a: menu[0]!.id, b: menu[1]!.id, d: menu[2]!.id };
  combo = (await t.db.select({ id: combos.id }).from(combos).orderBy(asc(combos.id)).limit(1))[0]!.id;
  const [buyer] = await t.db
    .insert(users)
    .values({ email: `buyer-${randomUUID().slice(0, 8)}@example.com`, fullName: 'Buyer' })
    .returning({ id: users.id });
  const u = buyer!.id;

  // counted (COMPLETED), in the range: 4 orders, 360,000 ₫
  await seedOrder(
    u,
    '2021-03-01',
    '11:30',
    'COMPLETED',
    [
      { foodId: food.a, unitPrice: 60_000, quantity: 2 },
      { foodId: food.b, unitPrice: 80_000, quantity: 1 },
    ],
    20_000,
  ); // 180,000
  await seedOrder(u, '2021-03-01', '23:30', 'COMPLETED', [
    { foodId: food.a, unitPrice: 60_000, quantity: 1 },
    { comboId: combo, unitPrice: 40_000, quantity: 1 },
  ]); // 100,000
  // 00:30 in Hà Nội is still 1 March in UTC: it counts on the 2nd, at hour 0
  await seedOrder(u, '2021-03-02', '00:30', 'COMPLETED', [{ comboId: combo, unitPrice: 50_000, quantity: 1 }]);
  await seedOrder(u, '2021-03-14', '23:59', 'COMPLETED', [{ foodId: food.d, unitPrice: 35_000, quantity: 1 }], 5_000);
  // not counted: cancelled, in progress, after the range
  await seedOrder(u, '2021-03-05', '19:00', 'CANCELLED', [{ foodId: food.a, unitPrice: 60_000, quantity: 10 }], 9_000);
  await seedOrder(u, '2021-03-08', '12:00', 'PREPARING', [{ foodId: food.b, unitPrice: 77_000, quantity: 1 }]);
  await seedOrder(u, '2021-03-15', '00:10', 'COMPLETED', [{ foodId: food.a, unitPrice: 123_000, quantity: 1 }]);
  // the previous fortnight (15–28 February): 2 orders, 110,000 ₫
  await seedOrder(u, '2021-02-20', '12:00', 'COMPLETED', [{ foodId: food.b, unitPrice: 70_000, quantity: 1 }]);
  await seedOrder(u, '2021-02-28', '23:50', 'COMPLETED', [{ foodId: food.b, unitPrice: 40_000, quantity: 1 }]);
  await seedOrder(u, '2021-02-14', '12:00', 'COMPLETED', [{ foodId: food.b, unitPrice: 11_000, quantity: 1 }]);

  // The manager's hours: lunch and dinner Monday to Saturday, one long service on Sunday; 4 March (a Thursday) kept
  // special hours. Covers are split by these services, whatever the hour.
  const current = (await t.app.inject({ method: 'GET', url: '/api/manage/settings', headers: manager.auth })).json()
    .data as ManagedSettings;
  const lunchAndDinner = [
    { open: '11:00', close: '15:00' },
    { open: '17:00', close: '22:00' },
  ];
  const weeklyHours = [[{ open: '10:00', close: '22:00' }], ...Array.from({ length: 6 }, () => lunchAndDinner)];
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/manage/settings',
    headers: manager.auth,
    payload: { ...current.settings, weeklyHours, confirmAffected: true },
  });
  expect(saved.statusCode).toBe(200);
  // a past date's special hours cannot be set through the API (it refuses the past): written as they were kept
  await t.db.insert(restaurantClosures).values({ date: '2021-03-04', services: [{ open: '12:00', close: '23:00' }] });

  await seedBooking('2021-03-03', '12:00', 4, { attendance: 'completed' }); // Wednesday lunch
  await seedBooking('2021-03-10', '15:45', 2, { attendance: 'seated' }); // Wednesday between services: outside
  await seedBooking('2021-03-03', '19:00', 2, { attendance: 'no_show' }); // Wednesday dinner
  await seedBooking('2021-03-04', '16:00', 6, {}); // the special day's service
  await seedBooking('2021-03-04', '12:30', 3, { status: 'cancelled' });
  await seedBooking('2021-03-07', '13:00', 3, {}); // Sunday's one service
  await seedBooking('2021-03-20', '12:00', 5, {});

  await seedReview('2021-03-01', '10:00', 5);
  await seedReview('2021-03-01', '20:00', 4);
  await seedReview('2021-03-03', '12:00', 2);
  // hidden by the manager: left out, as the public average leaves it out
  await seedReview('2021-03-03', '13:00', 1, true);
  await seedReview('2021-03-15', '00:30', 1);
});
afterAll(() => t.close());

const get = (url: string, who?: { auth: Record<string, string> }, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/manage/reports/${url}`, headers: { ...who?.auth, ...headers } });

async function report<R extends Report>(name: R['name'], query = ''): Promise<R> {
  const response = await get(`${name}?from=${FROM}&to=${TO}${query}`, manager);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: R }).data;
}

describe(`the manager's reports (${engine})`, () => {
  it('revenue per day: completed orders only, on the restaurant-local day, the previous fortnight beside', async () => {
    const r = await report<Extract<Report, { name: 'revenue' }>>('revenue');
    expect(r).toMatchObject({ by: 'day', previousFrom: '2021-02-15', previousTo: '2021-02-28' });
    expect(r.rows).toHaveLength(14);
    const byDay = Object.fromEntries(r.rows.map((row) => [row.from, row]));
    expect(byDay['2021-03-01']).toMatchObject({ to: '2021-03-01', orders: 2, revenue: 280_000, previousOrders: 0 });
    expect(byDay['2021-03-02']).toMatchObject({ orders: 1, revenue: 50_000, previousFrom: '2021-02-16' });
    expect(byDay['2021-03-06']).toMatchObject({ orders: 0, revenue: 0, previousOrders: 1, previousRevenue: 70_000 });
    expect(byDay['2021-03-14']).toMatchObject({ orders: 1, revenue: 30_000, previousTo: '2021-02-28' });
    expect(byDay['2021-03-14']).toMatchObject({ previousOrders: 1, previousRevenue: 40_000 });
    const sum = (key: 'revenue' | 'previousRevenue' | 'orders') => r.rows.reduce((s, row) => s + row[key], 0);
    expect([sum('orders'), sum('revenue'), sum('previousRevenue')]).toEqual([4, 360_000, 110_000]);
  });

  it('revenue per ISO week and per month, buckets clipped to the range', async () => {
    const weeks = await report<Extract<Report, { name: 'revenue' }>>('revenue', '&by=week');
    expect(weeks.rows).toEqual([
      {
        from: '2021-03-01',
        to: '2021-03-07',
        orders: 3,
        revenue: 330_000,
        previousFrom: '2021-02-15',
        previousTo: '2021-02-21',
        previousOrders: 1,
        previousRevenue: 70_000,
      },
      {
        from: '2021-03-08',
        to: '2021-03-14',
        orders: 1,
        revenue: 30_000,
        previousFrom: '2021-02-22',
        previousTo: '2021-02-28',
        previousOrders: 1,
        previousRevenue: 40_000,
      },
    ]);
    const months = await report<Extract<Report, { name: 'revenue' }>>('revenue', '&by=month');
    expect(months.rows).toEqual([
      expect.objectContaining({ from: FROM, to: TO, orders: 4, revenue: 360_000, previousRevenue: 110_000 }),
    ]);
  });

  it('orders by hour of day: 24 hours, in the restaurant time zone', async () => {
    const r = await report<Extract<Report, { name: 'orders-by-hour' }>>('orders-by-hour');
    expect(r.rows).toHaveLength(24);
    const busy = r.rows.filter((row) => row.orders > 0);
    expect(busy).toEqual([
      { hour: 0, orders: 1, revenue: 50_000 },
      { hour: 11, orders: 1, revenue: 180_000 },
      { hour: 23, orders: 2, revenue: 130_000 },
    ]);
  });

  it('covers per service of the manager’s hours (a special day’s own, bookings outside them last), no-show rate', async () => {
    const r = await report<Extract<Report, { name: 'covers' }>>('covers');
    expect(r.rows).toEqual([
      { opens: '10:00', closes: '22:00', bookings: 1, covers: 3, noShows: 0, noShowCovers: 0, noShowRate: 0 },
      { opens: '11:00', closes: '15:00', bookings: 1, covers: 4, noShows: 0, noShowCovers: 0, noShowRate: 0 },
      { opens: '12:00', closes: '23:00', bookings: 1, covers: 6, noShows: 0, noShowCovers: 0, noShowRate: 0 },
      { opens: '17:00', closes: '22:00', bookings: 1, covers: 0, noShows: 1, noShowCovers: 2, noShowRate: 1 },
      { opens: null, closes: null, bookings: 1, covers: 2, noShows: 0, noShowCovers: 0, noShowRate: 0 },
    ]);
    // a weekly service nobody booked still has its row
    const quiet = await get('covers?from=2021-03-08&to=2021-03-09', manager);
    expect((quiet.json() as { data: Extract<Report, { name: 'covers' }> }).data.rows).toEqual([
      { opens: '10:00', closes: '22:00', bookings: 0, covers: 0, noShows: 0, noShowCovers: 0, noShowRate: null },
      { opens: '11:00', closes: '15:00', bookings: 0, covers: 0, noShows: 0, noShowCovers: 0, noShowRate: null },
      { opens: '17:00', closes: '22:00', bookings: 0, covers: 0, noShows: 0, noShowCovers: 0, noShowRate: null },
    ]);
  });

  it('top dishes and combos, by quantity of completed orders', async () => {
    const r = await report<Extract<Report, { name: 'top-items' }>>('top-items');
    expect(r.rows.map(({ kind, id, quantity, revenue }) => ({ kind, id, quantity, revenue }))).toEqual([
      { kind: 'food', id: food.a, quantity: 3, revenue: 180_000 },
      { kind: 'food', id: food.b, quantity: 1, revenue: 80_000 },
      { kind: 'food', id: food.d, quantity: 1, revenue: 35_000 },
      { kind: 'combo', id: combo, quantity: 2, revenue: 90_000 },
    ]);
    expect(r.rows[0]!.englishName).not.toBe('');
  });

  it('voucher uses and the discount given', async () => {
    const r = await report<Extract<Report, { name: 'vouchers' }>>('vouchers');
    expect(r.rows).toEqual([
      { voucherId: voucher.id, code: voucher.code, uses: 2, discount: 25_000, revenue: 210_000 },
    ]);
  });

  it('average rating over time, counting the reviews diners see (a hidden one left out)', async () => {
    const days = await report<Extract<Report, { name: 'ratings' }>>('ratings');
    expect(days.rows).toHaveLength(14);
    expect(days.rows.filter((row) => row.reviews > 0)).toEqual([
      { from: '2021-03-01', to: '2021-03-01', reviews: 2, average: 4.5 },
      { from: '2021-03-03', to: '2021-03-03', reviews: 1, average: 2 },
    ]);
    expect(days.rows[1]).toEqual({ from: '2021-03-02', to: '2021-03-02', reviews: 0, average: null });
    const month = await report<Extract<Report, { name: 'ratings' }>>('ratings', '&by=month');
    expect(month.rows).toEqual([{ from: FROM, to: TO, reviews: 3, average: 3.67 }]);
  });

  it('answers CSV when asked for it, a header row then one line per row', async () => {
    const response = await get(`vouchers?from=${FROM}&to=${TO}`, manager, { accept: 'text/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="vouchers-${FROM}-${TO}.csv"`);
    expect(response.body).toBe(
      `voucherId,code,uses,discount,revenue\r\n${voucher.id},${voucher.code},2,25000,210000\r\n`,
    );
    const covers = await get(`covers?from=${FROM}&to=${TO}`, manager, { accept: 'text/csv' });
    expect(covers.body.split('\r\n')).toEqual([
      'opens,closes,bookings,covers,noShows,noShowCovers,noShowRate',
      '10:00,22:00,1,3,0,0,0',
      '11:00,15:00,1,4,0,0,0',
      '12:00,23:00,1,6,0,0,0',
      '17:00,22:00,1,0,1,2,1',
      ',,1,2,0,0,0',
      '',
    ]);
  });

  it('refuses a bad range or an unknown report with a translated message', async () => {
    const refused = async (url: string, status: number, code: string) => {
      const response = await get(url, manager, { 'accept-language': 'fr' });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
      return response.json() as { message: string };
    };
    expect(await refused('revenue?from=2021-03-14&to=2021-03-01', 400, REPORT_ERROR.badRange)).toEqual(
      expect.objectContaining({ message: messageText('REPORT_RANGE_REVERSED', 'fr') }),
    );
    expect(await refused('revenue?from=2020-01-01&to=2023-01-01', 400, REPORT_ERROR.badRange)).toEqual(
      expect.objectContaining({ message: messageText('REPORT_RANGE_TOO_LONG', 'fr', { years: 3 }) }),
    );
    await refused('covers?from=2021-02-30&to=2021-03-01', 400, REPORT_ERROR.badRange);
    await refused('covers?from=yesterday&to=2021-03-01', 400, 'VALIDATION_ERROR');
    await refused('revenue?from=2021-03-01&to=2021-03-02&by=year', 400, 'VALIDATION_ERROR');
    expect(await refused('profits?from=2021-03-01&to=2021-03-02', 404, REPORT_ERROR.unknown)).toEqual(
      expect.objectContaining({ message: messageText('REPORT_UNKNOWN', 'fr', { name: 'profits' }) }),
    );
    // three years to the day before is the longest range
    expect((await get('covers?from=2020-01-01&to=2022-12-31', manager)).statusCode).toBe(200);
  });

  it('is the manager’s only: 401 signed out, 403 for diners and staff', async () => {
    const url = `revenue?from=${FROM}&to=${TO}`;
    expect((await get(url)).statusCode).toBe(401);
    for (const who of [diner, staff]) {
      const response = await get(url, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'MANAGER_ONLY' });
    }
  });
});
