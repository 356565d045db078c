import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Order, VoucherPreview } from '@restaurant/shared/contracts';
import { vouchers } from '../../src/db/schema';
import {
  addToCart,
  cartOf,
  dinerWithCart,
  dishes,
  newVoucher,
  noonTomorrow,
  orderedPickup,
  pickupBody,
  placeOrder,
  type Diner,
} from '../helpers/orders';
import { AN, createClock, createTestApp, engine, login, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const preview = async (d: Diner | { auth: Record<string, string> }, voucherCode: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vouchers/preview',
    headers: d.auth,
    payload: { voucherCode },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as VoucherPreview;
};
const usageOf = async (id: number) =>
  (await t.db.select({ n: vouchers.usageCount }).from(vouchers).where(eq(vouchers.id, id)))[0]!.n;

/** A fresh diner whose cart totals at least `amount` (several of the cheapest dish). */
async function dinerWithSubtotal(amount: number) {
  const diner = await newDiner(t.app);
  const [dish] = await dishes(t);
  const quantity = Math.ceil(amount / dish!.price);
  await addToCart(t, diner, dish!.id, quantity);
  return { diner, subtotal: dish!.price * quantity };
}

describe(`vouchers on an order (${engine})`, () => {
  it('CHAOBAN10 takes 10% off, capped at 50.000 ₫, whatever case it is typed in', async () => {
    const small = await dinerWithSubtotal(200_000);
    const order = await orderedPickup(t, small.diner, { voucherCode: ' chaoban10 ' });
    expect(order).toMatchObject({
      voucherCode: 'CHAOBAN10',
      subtotal: small.subtotal,
      discount: Math.floor(small.subtotal / 10),
      total: small.subtotal - Math.floor(small.subtotal / 10),
    });
    const big = await dinerWithSubtotal(900_000);
    const capped = await orderedPickup(t, big.diner, { voucherCode: 'CHAOBAN10' });
    expect(capped.discount).toBe(50_000);
    expect(capped.total).toBe(big.subtotal - 50_000);
  });

  it('a fixed voucher takes its amount off, never more than the order', async () => {
    const fixed = await newVoucher(t, { discountType: 'FIXED', discountValue: 30_000 });
    const { diner, subtotal } = await dinerWithSubtotal(100_000);
    const order = await orderedPickup(t, diner, { voucherCode: fixed.code });
    expect(order).toMatchObject({ discount: 30_000, total: subtotal - 30_000 });
    const huge = await newVoucher(t, { discountType: 'FIXED', discountValue: 10_000_000 });
    const { diner: other, subtotal: small } = await dinerWithSubtotal(1);
    expect(await orderedPickup(t, other, { voucherCode: huge.code })).toMatchObject({ discount: small, total: 0 });
  });

  it('refuses each voucher that does not apply with 409 and its reason, and leaves the cart as it was', async () => {
    const now = t.clock.now().getTime();
    const cases: [string, string][] = [
      ['NOSUCHCODE', 'VOUCHER_NOT_FOUND'],
      [(await newVoucher(t, { validFrom: new Date(now + DAY) })).code, 'VOUCHER_NOT_ACTIVE'],
      [(await newVoucher(t, { enabled: false })).code, 'VOUCHER_NOT_ACTIVE'],
      [
        (await newVoucher(t, { validFrom: new Date(now - 10 * DAY), validTo: new Date(now - DAY) })).code,
        'VOUCHER_EXPIRED',
      ],
      [(await newVoucher(t, { minOrderValue: 5_000_000 })).code, 'VOUCHER_MIN_ORDER_NOT_MET'],
      [(await newVoucher(t, { usageLimit: 3, usageCount: 3 })).code, 'VOUCHER_USED_UP'],
    ];
    const { diner } = await dinerWithCart(t);
    for (const [voucherCode, code] of cases) {
      const response = await placeOrder(t, diner, pickupBody(t, { voucherCode }));
      expect([voucherCode, response.statusCode, response.json().code]).toEqual([voucherCode, 409, code]);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await cartOf(t, diner)).cartDetails).toHaveLength(1);
  });

  it("says why in the diner's language, with the minimum in dong", async () => {
    const { diner, subtotal } = await dinerWithSubtotal(1);
    const min = await newVoucher(t, { minOrderValue: 1_500_000 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...diner.auth, 'accept-language': 'fr' },
      payload: pickupBody(t, { voucherCode: min.code }),
    });
    expect(response.statusCode).toBe(409);
    expect(subtotal).toBeLessThan(1_500_000);
    expect(response.json()).toEqual({
      code: 'VOUCHER_MIN_ORDER_NOT_MET',
      message: `Le bon ${min.code} demande une commande d’au moins 1.500.000 ₫`,
    });
  });

  it('the minimum order value is checked on the database prices', async () => {
    const { diner, subtotal } = await dinerWithSubtotal(100_000);
    const exact = await newVoucher(t, { minOrderValue: subtotal });
    const above = await newVoucher(t, { minOrderValue: subtotal + 1 });
    const refused = await placeOrder(t, diner, pickupBody(t, { voucherCode: above.code }));
    expect(refused.json().code).toBe('VOUCHER_MIN_ORDER_NOT_MET');
    expect((await orderedPickup(t, diner, { voucherCode: exact.code })).discount).toBe(10_000);
  });

  it('a diner uses a voucher at most its per-diner limit (409 VOUCHER_ALREADY_USED_BY_YOU after)', async () => {
    const twice = await newVoucher(t, { perUserLimit: 2 });
    const diner = await newDiner(t.app);
    const [dish] = await dishes(t);
    for (let i = 0; i < 2; i++) {
      await addToCart(t, diner, dish!.id);
      expect((await orderedPickup(t, diner, { voucherCode: twice.code })).discount).toBeGreaterThan(0);
    }
    await addToCart(t, diner, dish!.id);
    const third = await placeOrder(t, diner, pickupBody(t, { voucherCode: twice.code }));
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('VOUCHER_ALREADY_USED_BY_YOU');
    // another diner still can
    const { diner: other } = await dinerWithCart(t);
    expect((await orderedPickup(t, other, { voucherCode: twice.code })).discount).toBeGreaterThan(0);
    expect(await usageOf(twice.id)).toBe(3);
  });

  it('the last use of a voucher goes to one order; the next is 409 VOUCHER_USED_UP', async () => {
    const last = await newVoucher(t, { usageLimit: 5, usageCount: 4 });
    const { diner: one } = await dinerWithCart(t);
    const { diner: two } = await dinerWithCart(t);
    expect((await orderedPickup(t, one, { voucherCode: last.code })).discount).toBe(10_000);
    const late = await placeOrder(t, two, pickupBody(t, { voucherCode: last.code }));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('VOUCHER_USED_UP');
    expect(await usageOf(last.id)).toBe(5);
  });

  it('cancelling the order gives the voucher use back: the diner may use it again and it counts once less', async () => {
    const once = await newVoucher(t, { usageLimit: 1 });
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner, { voucherCode: once.code });
    expect(await usageOf(once.id)).toBe(1);
    const { diner: other } = await dinerWithCart(t);
    expect((await preview(other, once.code)).reason).toBe('USED_UP');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: diner.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await usageOf(once.id)).toBe(0);
    const [dish] = await dishes(t);
    await addToCart(t, diner, dish!.id);
    expect((await preview(diner, once.code)).applies).toBe(true);
    expect(
      ((await placeOrder(t, diner, pickupBody(t, { voucherCode: once.code }))).json().data as Order).discount,
    ).toBe(10_000);
  });
});

describe(`voucher preview (${engine})`, () => {
  it("shows the discount and total on the diner's cart, writing nothing", async () => {
    const { diner, subtotal } = await dinerWithSubtotal(200_000);
    const before = (await t.db.select().from(vouchers).where(eq(vouchers.code, 'CHAOBAN10')))[0]!;
    expect(await preview(diner, 'chaoban10')).toEqual({
      voucherCode: 'CHAOBAN10',
      applies: true,
      subtotal,
      discount: Math.floor(subtotal / 10),
      total: subtotal - Math.floor(subtotal / 10),
      reason: null,
      minOrderValue: 150_000,
    });
    expect(await usageOf(before.id)).toBe(before.usageCount);
    expect((await cartOf(t, diner)).total).toBe(subtotal);
  });

  it('gives the reason a code does not apply: unknown, not active, expired, minimum not met, used up, already used by you, empty cart', async () => {
    const now = t.clock.now().getTime();
    const { diner, subtotal } = await dinerWithSubtotal(100_000);
    const min = await newVoucher(t, { minOrderValue: subtotal + 1 });
    const cases: [string, string][] = [
      ['NOSUCHCODE', 'NOT_FOUND'],
      [(await newVoucher(t, { validFrom: new Date(now + DAY) })).code, 'NOT_ACTIVE'],
      [(await newVoucher(t, { validFrom: new Date(now - 9 * DAY), validTo: new Date(now - DAY) })).code, 'EXPIRED'],
      [min.code, 'MIN_ORDER_NOT_MET'],
      [(await newVoucher(t, { usageLimit: 1, usageCount: 1 })).code, 'USED_UP'],
    ];
    for (const [code, reason] of cases) {
      const answer = await preview(diner, code);
      expect([code, answer.applies, answer.reason, answer.discount, answer.total]).toEqual([
        code,
        false,
        reason,
        0,
        subtotal,
      ]);
    }
    expect((await preview(diner, min.code)).minOrderValue).toBe(subtotal + 1);
    // An (demo diner) has used the welcome voucher once already; after one more order it is used up for him
    const an = await login(t.app, AN);
    const anAuth = { auth: { authorization: `Bearer ${an.accessToken}` } };
    const [dish] = await dishes(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/carts/addToCart',
      headers: anAuth.auth,
      payload: { foodId: dish!.id, quantity: Math.ceil(150_000 / dish!.price) },
    });
    expect((await preview(anAuth, 'CHAOBAN10')).applies).toBe(true);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: anAuth.auth,
      payload: pickupBody(t, { voucherCode: 'CHAOBAN10' }),
    });
    expect(order.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/carts/addToCart',
      headers: anAuth.auth,
      payload: { foodId: dish!.id, quantity: Math.ceil(150_000 / dish!.price) },
    });
    expect((await preview(anAuth, 'CHAOBAN10')).reason).toBe('ALREADY_USED_BY_YOU');
    const empty = await newDiner(t.app);
    expect(await preview(empty, 'CHAOBAN10')).toMatchObject({ applies: false, reason: 'EMPTY_CART', total: 0 });
  });

  it('needs a signed-in diner (401) and a code that looks like one (400)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/vouchers/preview',
      payload: { voucherCode: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
    const diner = await newDiner(t.app);
    for (const voucherCode of ['', 'has space', 'x'.repeat(41)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/vouchers/preview',
        headers: diner.auth,
        payload: { voucherCode },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
