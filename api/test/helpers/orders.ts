import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Order, OrderStatus } from '@restaurant/shared/contracts';
import { foods, vouchers } from '../../src/db/schema';
import { localDate, login, newDiner, type TestApp } from './test-app';

export type Diner = Awaited<ReturnType<typeof newDiner>>;
/** Whoever is signed in: what the order helpers send. */
type SignedIn = { auth: Record<string, string> };
export const STAFF = { email: 'staff@example.com', password: 'Staff#2026' } as const;
export const MANAGER = { email: 'manager@example.com', password: 'Manager#2026' } as const;

/** The kitchen's button: the order one step on from `from`, the status the cook saw. */
export const advanceOrder = (app: FastifyInstance, auth: Record<string, string>, id: number, from: OrderStatus) =>
  app.inject({ method: 'POST', url: `/api/staff/orders/${id}/advance`, headers: auth, payload: { from } });

/** The restaurant-local instant of a date and time (Vietnam, UTC+7). */
export const localInstant = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00.000Z`) - 7 * 3600_000);

/** A clock at 12:05 restaurant time tomorrow: pick-up times of "today" are then the same in every run. */
export const noonTomorrow = () => localInstant(localDate(new Date(), 1), '12:05').getTime();

/** Dishes on the menu, cheapest first, with their database prices. */
export async function dishes(t: TestApp) {
  return t.db
    .select({ id: foods.id, name: foods.name, price: foods.price })
    .from(foods)
    .where(eq(foods.available, true))
    .orderBy(asc(foods.price), asc(foods.id));
}

export const addToCart = (t: TestApp, d: SignedIn, foodId: number, quantity = 1) =>
  t.app.inject({ method: 'POST', url: '/api/carts/addToCart', headers: d.auth, payload: { foodId, quantity } });

export const cartOf = async (t: TestApp, d: Diner) =>
  (await t.app.inject({ url: '/api/carts/my-cart', headers: d.auth })).json().data as {
    cartDetails: unknown[];
    total: number;
  };

/** The first open pick-up slot of the clock's tomorrow (10:00 restaurant time). */
export const tomorrowAt = (t: TestApp, time = '10:00') => localInstant(localDate(t.clock.now(), 1), time).toISOString();

export function placeOrder(t: TestApp, d: SignedIn, body: object, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...d.auth, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

export const pickupBody = (t: TestApp, extra: object = {}) => ({
  type: 'PICKUP',
  pickupAt: tomorrowAt(t),
  paymentMethod: 'PAY_AT_RESTAURANT',
  ...extra,
});

/** A fresh diner whose cart holds `quantity` of the dish at `index` of `dishes()`; answers them and the dish. */
export async function dinerWithCart(t: TestApp, index = 0, quantity = 1) {
  const diner = await newDiner(t.app);
  const dish = (await dishes(t))[index]!;
  const added = await addToCart(t, diner, dish.id, quantity);
  if (added.statusCode !== 201) throw new Error(`add to cart failed: ${added.body}`);
  return { diner, dish };
}

export async function orderedPickup(t: TestApp, d: Diner, extra: object = {}): Promise<Order> {
  const response = await placeOrder(t, d, pickupBody(t, extra), randomUUID());
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json().data as Order;
}

export async function signInAsStaff(t: TestApp) {
  const session = await login(t.app, STAFF);
  return { auth: { authorization: `Bearer ${session.accessToken}` } };
}

export async function signInAsManager(t: TestApp) {
  const session = await login(t.app, MANAGER);
  return { auth: { authorization: `Bearer ${session.accessToken}` } };
}

/** A voucher of the test's own, valid now unless told otherwise. */
export async function newVoucher(t: TestApp, values: Partial<typeof vouchers.$inferInsert> = {}) {
  const now = t.clock.now().getTime();
  const [row] = await t.db
    .insert(vouchers)
    .values({
      code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      name: 'Test voucher',
      description: 'For a test',
      discountType: 'FIXED',
      discountValue: 10_000,
      minOrderValue: 0,
      validFrom: new Date(now - 86_400_000),
      validTo: new Date(now + 30 * 86_400_000),
      usageLimit: null,
      perUserLimit: 1,
      ...values,
    })
    .returning();
  return row!;
}
