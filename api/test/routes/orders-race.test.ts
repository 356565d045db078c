import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { voucherRedemptions, vouchers } from '../../src/db/schema';
import { cartOf, dinerWithCart, newVoucher, noonTomorrow, pickupBody, placeOrder } from '../helpers/orders';
import { createClock, createTestApp, engine, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
});
afterAll(() => t.close());

describe(`voucher race (${engine})`, () => {
  it('50 simultaneous orders on a voucher with 10 uses left: exactly 10 discounted, 40 answered 409 VOUCHER_USED_UP', async () => {
    const voucher = await newVoucher(t, { usageLimit: 15, usageCount: 5, perUserLimit: 1, discountValue: 20_000 });
    const diners = [];
    for (let i = 0; i < 50; i++) diners.push((await dinerWithCart(t, i % 5, 2)).diner);
    const responses = await Promise.all(
      diners.map((d) => placeOrder(t, d, pickupBody(t, { voucherCode: voucher.code }), randomUUID())),
    );
    const won = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(won.every((r) => r.json().data.discount === 20_000)).toBe(true);
    expect(new Set(refused.map((r) => r.json().code))).toEqual(new Set(['VOUCHER_USED_UP']));
    const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(after!.usageCount).toBe(15);
    const redemptions = await t.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher.id));
    expect(redemptions).toHaveLength(10);
    // a refused order left its cart for another try without the voucher
    const carts = await Promise.all(diners.map((d) => cartOf(t, d)));
    expect(carts.filter((c) => c.cartDetails.length === 0)).toHaveLength(10);
  });

  it('5 simultaneous orders by one diner (different keys): one takes the cart, 4 find it empty, the voucher is used once', async () => {
    const twice = await newVoucher(t, { perUserLimit: 2 });
    const { diner } = await dinerWithCart(t, 0, 1);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(t, diner, pickupBody(t, { voucherCode: twice.code }), randomUUID())),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(new Set(responses.filter((r) => r.statusCode === 400).map((r) => r.json().code))).toEqual(
      new Set(['CART_EMPTY']),
    );
    const [after] = await t.db.select().from(vouchers).where(eq(vouchers.id, twice.id));
    expect(after!.usageCount).toBe(1);
  });
});
