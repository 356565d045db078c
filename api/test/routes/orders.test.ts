import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Order, OrderStatus } from '@restaurant/shared/contracts';
import { combos, foods, orders } from '../../src/db/schema';
import {
  addToCart,
  advanceOrder,
  cartOf,
  dinerWithCart,
  dishes,
  localInstant,
  noonTomorrow,
  orderedPickup,
  pickupBody,
  placeOrder,
  signInAsStaff,
  tomorrowAt,
  type Diner,
} from '../helpers/orders';
import { createClock, createTestApp, engine, localDate, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
});
afterAll(() => t.close());

const today = () => localDate(t.clock.now(), 0);
const slotsOf = (date: string) => t.app.inject(`/api/public/orders/pickup-slots?date=${date}`);

async function book(d: Diner, tableId: number, days: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/restaurant-table/reservations',
    headers: d.auth,
    payload: {
      tableIds: [tableId],
      reservationDate: localDate(t.clock.now(), days),
      reservationTime: '19:00',
      estimatedDuration: 90,
      guests: 2,
      contactName: 'Dine In',
      contactPhone: '0912345678',
    },
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return response.json().data as { id: number; code: string; startAt: string; tables: { code: string }[] };
}

describe(`placing an order (${engine})`, () => {
  it('orders the whole cart for pick-up: lines, totals, PLACED with its timeline, and the cart is emptied', async () => {
    const diner = await newDiner(t.app);
    const [first, second] = await dishes(t);
    await addToCart(t, diner, first!.id, 2);
    await addToCart(t, diner, second!.id, 1);
    const response = await placeOrder(t, diner, { ...pickupBody(t), note: '  Less chili please  ' }, randomUUID());
    expect(response.statusCode).toBe(201);
    const order = response.json().data as Order;
    const subtotal = first!.price * 2 + second!.price;
    expect(order).toMatchObject({
      type: 'PICKUP',
      status: 'PLACED',
      subtotal,
      discount: 0,
      total: subtotal,
      voucherCode: null,
      pickupAt: tomorrowAt(t),
      reservation: null,
      paymentMethod: 'PAY_AT_RESTAURANT',
      bankAccounts: [],
      note: 'Less chili please',
      canCancel: true,
      timeline: [{ status: 'PLACED', at: t.clock.now().toISOString() }],
    });
    expect(order.code).toMatch(/^OD-\d{6}-[2-9A-Z]{5}$/);
    expect(order.lines).toEqual([
      { name: first!.name, unitPrice: first!.price, quantity: 2, lineTotal: first!.price * 2 },
      { name: second!.name, unitPrice: second!.price, quantity: 1, lineTotal: second!.price },
    ]);
    expect((await cartOf(t, diner)).cartDetails).toEqual([]);
  });

  it('takes prices from the menu at order time: prices sent by the client are ignored, a changed price is used', async () => {
    const { diner, dish } = await dinerWithCart(t, 3, 2);
    await t.db
      .update(foods)
      .set({ price: dish.price + 5_000 })
      .where(eq(foods.id, dish.id));
    try {
      const order = await orderedPickup(t, diner, { total: 1, subtotal: 1, unitPrice: 1, discount: 999_999 });
      expect(order.lines[0]).toMatchObject({ unitPrice: dish.price + 5_000, quantity: 2 });
      expect(order.total).toBe((dish.price + 5_000) * 2);
    } finally {
      await t.db.update(foods).set({ price: dish.price }).where(eq(foods.id, dish.id));
    }
  });

  it('orders combos at the combo price, beside dishes', async () => {
    const { diner, dish } = await dinerWithCart(t);
    const [combo] = await t.db.select({ id: combos.id, name: combos.name, price: combos.price }).from(combos).limit(1);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/carts/addToCart',
      headers: diner.auth,
      payload: { type: 'COMBO', comboId: combo!.id, quantity: 2 },
    });
    expect(added.statusCode).toBe(201);
    const order = await orderedPickup(t, diner);
    expect(order.lines).toEqual([
      { name: dish.name, unitPrice: dish.price, quantity: 1, lineTotal: dish.price },
      { name: combo!.name, unitPrice: combo!.price, quantity: 2, lineTotal: combo!.price * 2 },
    ]);
    expect(order.total).toBe(dish.price + combo!.price * 2);
  });

  it('refuses an empty cart with 400 CART_EMPTY', async () => {
    const diner = await newDiner(t.app);
    const response = await placeOrder(t, diner, pickupBody(t));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CART_EMPTY', message: expect.any(String) });
  });

  it('refuses a dish withdrawn from the menu since it was added, and leaves the cart as it was', async () => {
    const { diner, dish } = await dinerWithCart(t, 5);
    await t.db.update(foods).set({ available: false }).where(eq(foods.id, dish.id));
    try {
      const response = await placeOrder(t, diner, pickupBody(t));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('CART_ITEM_UNAVAILABLE');
      expect((await cartOf(t, diner)).cartDetails).toHaveLength(1);
    } finally {
      await t.db.update(foods).set({ available: true }).where(eq(foods.id, dish.id));
    }
  });

  it('needs a signed-in diner (401)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', payload: pickupBody(t) });
    expect(response.statusCode).toBe(401);
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    const { diner } = await dinerWithCart(t);
    const bodies = [
      { ...pickupBody(t), paymentMethod: 'CASH' },
      { ...pickupBody(t), type: 'DELIVERY' },
      { ...pickupBody(t), note: 'x'.repeat(501) },
      { ...pickupBody(t), pickupAt: 'tomorrow' },
      { ...pickupBody(t), voucherCode: 'DROP TABLE;' },
      { ...pickupBody(t), reservationId: 0 },
    ];
    for (const body of bodies) {
      const response = await placeOrder(t, diner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const badKey = await placeOrder(t, diner, pickupBody(t), 'has spaces in it');
    expect(badKey.statusCode).toBe(400);
    expect((await cartOf(t, diner)).cartDetails).toHaveLength(1);
  });

  it('takes a pick-up time or a reservation, as the type says (400 ORDER_TYPE_MISMATCH)', async () => {
    const { diner } = await dinerWithCart(t);
    for (const body of [
      { type: 'PICKUP', paymentMethod: 'PAY_AT_RESTAURANT' },
      { type: 'DINE_IN', paymentMethod: 'PAY_AT_RESTAURANT' },
      { type: 'DINE_IN', paymentMethod: 'PAY_AT_RESTAURANT', pickupAt: tomorrowAt(t), reservationId: 1 },
      { ...pickupBody(t), reservationId: 1 },
    ]) {
      const response = await placeOrder(t, diner, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('ORDER_TYPE_MISMATCH');
    }
  });
});

describe(`pick-up slots (${engine})`, () => {
  it('lists the open slots of a date: every 15 minutes within opening hours, the last one 15 minutes before closing', async () => {
    const tomorrow = localDate(t.clock.now(), 1);
    const response = await slotsOf(tomorrow);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ date: tomorrow, slotMinutes: 15, leadMinutes: 30 });
    const times = data.slots.map((s: { time: string }) => s.time);
    expect(times[0]).toBe('10:00');
    expect(times.at(-1)).toBe('21:45');
    expect(times).toHaveLength(48);
    expect(data.slots[0].at).toBe(localInstant(tomorrow, '10:00').toISOString());
  });

  it('today starts at least 30 minutes from now (12:05 → 12:45); past dates and dates beyond a week have none', async () => {
    const { data } = (await slotsOf(today())).json();
    expect(data.slots[0].time).toBe('12:45');
    expect((await slotsOf(localDate(t.clock.now(), -1))).json().data.slots).toEqual([]);
    expect((await slotsOf(localDate(t.clock.now(), 8))).json().data.slots).toEqual([]);
    expect((await slotsOf(localDate(t.clock.now(), 7))).json().data.slots).toHaveLength(48);
  });

  it('refuses a date that is not one (400)', async () => {
    expect((await slotsOf('2026-02-30')).statusCode).toBe(400);
    expect((await slotsOf('tomorrow')).statusCode).toBe(400);
  });

  it('an order is taken only at an open slot: too soon, off the grid, before opening or at closing is 400', async () => {
    const { diner } = await dinerWithCart(t);
    for (const time of ['12:30', '12:50', '09:45', '22:00']) {
      const response = await placeOrder(t, diner, {
        ...pickupBody(t),
        pickupAt: localInstant(today(), time).toISOString(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('PICKUP_SLOT_UNAVAILABLE');
    }
    const inTime = await placeOrder(t, diner, {
      ...pickupBody(t),
      pickupAt: localInstant(today(), '12:45').toISOString(),
    });
    expect(inTime.statusCode).toBe(201);
  });
});

describe(`dine-in orders (${engine})`, () => {
  it("is attached to one of the diner's upcoming confirmed reservations and served at its time", async () => {
    const { diner } = await dinerWithCart(t);
    const booking = await book(diner, 11, 3);
    const response = await placeOrder(t, diner, {
      type: 'DINE_IN',
      reservationId: booking.id,
      paymentMethod: 'PAY_AT_RESTAURANT',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'DINE_IN',
      pickupAt: null,
      reservation: {
        id: booking.id,
        code: booking.code,
        startAt: booking.startAt,
        reservationTime: '19:00',
        guests: 2,
        // Where the kitchen serves it (the staff's board shows it).
        tables: booking.tables.map((table) => table.code),
      },
    });
  });

  it("refuses another diner's reservation, a cancelled one, and an unknown one (409 RESERVATION_NOT_USABLE)", async () => {
    const { diner } = await dinerWithCart(t);
    const other = await newDiner(t.app);
    const theirs = await book(other, 12, 3);
    const mine = await book(diner, 13, 3);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurant-table/reservations/${mine.id}/cancel`,
      headers: diner.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    for (const reservationId of [theirs.id, mine.id, 999_999]) {
      const response = await placeOrder(t, diner, { type: 'DINE_IN', reservationId, paymentMethod: 'BANK_TRANSFER' });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('RESERVATION_NOT_USABLE');
    }
    expect((await cartOf(t, diner)).cartDetails).toHaveLength(1);
  });
});

describe(`a dine-in order when its reservation is cancelled (${engine})`, () => {
  const cancelBooking = (d: Diner, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/public/restaurant-table/reservations/${id}/cancel`, headers: d.auth });
  const orderOf = async (d: Diner, id: number) =>
    (await t.app.inject({ url: `/api/orders/${id}`, headers: d.auth })).json().data as Order;

  it('is cancelled with it while the kitchen has not started; a started one stays for the staff', async () => {
    const staff = await signInAsStaff(t);
    const waiting = await dinerWithCart(t);
    const started = await dinerWithCart(t);
    const [waitingBooking, startedBooking] = [await book(waiting.diner, 14, 4), await book(started.diner, 15, 4)];
    const placed = async (d: Diner, reservationId: number) =>
      (await placeOrder(t, d, { type: 'DINE_IN', reservationId, paymentMethod: 'PAY_AT_RESTAURANT' })).json()
        .data as Order;
    const waitingOrder = await placed(waiting.diner, waitingBooking.id);
    const startedOrder = await placed(started.diner, startedBooking.id);
    const advanced = await advanceOrder(t.app, staff.auth, startedOrder.id, 'PLACED');
    expect(advanced.statusCode).toBe(200);

    expect((await cancelBooking(waiting.diner, waitingBooking.id)).statusCode).toBe(200);
    expect((await cancelBooking(started.diner, startedBooking.id)).statusCode).toBe(200);

    const cancelled = await orderOf(waiting.diner, waitingOrder.id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.timeline.map((e) => e.status)).toEqual(['PLACED', 'CANCELLED']);
    expect((await orderOf(started.diner, startedOrder.id)).status).toBe('PREPARING');
  });
});

describe(`paying by bank transfer (${engine})`, () => {
  it("lists the restaurant's active bank accounts only", async () => {
    const response = await t.app.inject('/api/public/bank-accounts');
    expect(response.statusCode).toBe(200);
    const accounts = response.json().data;
    expect(accounts).toHaveLength(2);
    for (const account of accounts) {
      expect(account).toMatchObject({
        accountId: expect.any(Number),
        iconBank: expect.any(String),
        bankCode: expect.any(String),
        accountNumber: expect.stringMatching(/^\d+$/),
        accountName: expect.any(String),
        status: 'ACTIVE',
      });
    }
  });

  it('an order paid by transfer shows the accounts to pay into (its code is the reference); one paid at the restaurant none', async () => {
    const { diner } = await dinerWithCart(t);
    const transfer = await orderedPickup(t, diner, { paymentMethod: 'BANK_TRANSFER' });
    expect(transfer.bankAccounts.map((a) => a.status)).toEqual(['ACTIVE', 'ACTIVE']);
    const { diner: other } = await dinerWithCart(t);
    expect((await orderedPickup(t, other)).bankAccounts).toEqual([]);
  });
});

describe(`idempotency (${engine})`, () => {
  it('a double submit with the same key answers the same order (200) and creates one', async () => {
    const { diner } = await dinerWithCart(t);
    const key = randomUUID();
    const first = await placeOrder(t, diner, pickupBody(t), key);
    const again = await placeOrder(t, diner, pickupBody(t), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const mine = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(mine).toHaveLength(1);
  });

  it('5 simultaneous submits with one key: one order, every answer that order', async () => {
    const { diner } = await dinerWithCart(t, 0, 3);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 5 }, () => placeOrder(t, diner, pickupBody(t), key)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });

  it('the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED and places nothing; the same body still answers the first order', async () => {
    const { diner } = await dinerWithCart(t);
    const key = randomUUID();
    const body = { ...pickupBody(t), note: 'Extra herbs' };
    const first = await placeOrder(t, diner, body, key);
    expect(first.statusCode).toBe(201);
    await addToCart(t, diner, (await dishes(t))[0]!.id, 1);
    for (const changed of [
      { ...body, note: 'No herbs' },
      { ...body, paymentMethod: 'BANK_TRANSFER' },
      { ...body, pickupAt: tomorrowAt(t, '13:00') },
    ]) {
      const reused = await placeOrder(t, diner, changed, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({
        message: expect.stringContaining('Idempotency-Key'),
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    const vietnamese = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...diner.auth, 'idempotency-key': key, 'accept-language': 'vi' },
      payload: { ...body, note: 'No herbs' },
    });
    expect(vietnamese.json().message).toBe(
      'Idempotency-Key này đã được dùng cho một đơn khác: hãy gửi khóa mới cho đơn mới',
    );
    // the retry of the first request (its note written with other spaces) is still that order, and the cart is kept
    const retried = await placeOrder(t, diner, { ...body, note: '  Extra herbs ' }, key);
    expect([retried.statusCode, retried.json()]).toEqual([200, first.json()]);
    expect((await cartOf(t, diner)).cartDetails).toHaveLength(1);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });

  it("another diner's use of the same key is their own order", async () => {
    const key = randomUUID();
    const { diner: one } = await dinerWithCart(t);
    const { diner: two } = await dinerWithCart(t);
    const a = await placeOrder(t, one, pickupBody(t), key);
    const b = await placeOrder(t, two, pickupBody(t), key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).not.toBe(b.json().data.id);
  });
});

describe(`my orders (${engine})`, () => {
  it('lists the diner’s own orders, newest first, paged', async () => {
    const diner = await newDiner(t.app);
    const [dish] = await dishes(t);
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      await addToCart(t, diner, dish!.id);
      placed.push((await orderedPickup(t, diner)).id);
      t.clock.advance(1000);
    }
    const page1 = (await t.app.inject({ url: '/api/orders/my?page=1&size=2', headers: diner.auth })).json().data;
    expect(page1).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(page1.items.map((o: Order) => o.id)).toEqual([placed[2], placed[1]]);
    const page2 = (await t.app.inject({ url: '/api/orders/my?page=2&size=2', headers: diner.auth })).json().data;
    expect(page2.items.map((o: Order) => o.id)).toEqual([placed[0]]);
    const stranger = await newDiner(t.app);
    expect((await t.app.inject({ url: '/api/orders/my', headers: stranger.auth })).json().data.total).toBe(0);
  });

  it("shows an order to its owner only: another diner's is 404, like one that does not exist", async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const own = await t.app.inject({ url: `/api/orders/${order.id}`, headers: diner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual(order);
    const other = await newDiner(t.app);
    const theirs = await t.app.inject({ url: `/api/orders/${order.id}`, headers: other.auth });
    expect(theirs.statusCode).toBe(404);
    const missing = await t.app.inject({ url: '/api/orders/999999', headers: diner.auth });
    expect(missing.statusCode).toBe(404);
    expect(theirs.json().code).toBe(missing.json().code);
    expect((await t.app.inject({ url: '/api/orders/abc', headers: diner.auth })).statusCode).toBe(400);
  });
});

describe(`cancelling and the kitchen's steps (${engine})`, () => {
  const cancel = (d: Diner, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: d.auth });
  const advance = (auth: Record<string, string>, id: number, from: OrderStatus = 'PLACED') =>
    advanceOrder(t.app, auth, id, from);

  it('the diner cancels while PLACED; a second cancel is 409', async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const response = await cancel(diner, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'CANCELLED', canCancel: false });
    expect(response.json().data.timeline.map((e: { status: string }) => e.status)).toEqual(['PLACED', 'CANCELLED']);
    const again = await cancel(diner, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_NOT_CANCELLABLE');
  });

  it("cannot cancel once the kitchen has started (409), nor another diner's order (404)", async () => {
    const staff = await signInAsStaff(t);
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const other = await newDiner(t.app);
    expect((await cancel(other, order.id)).statusCode).toBe(404);
    expect((await advance(staff.auth, order.id)).statusCode).toBe(200);
    const late = await cancel(diner, order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('staff move an order PLACED → PREPARING → READY → COMPLETED, each step in the timeline; then 409', async () => {
    const staff = await signInAsStaff(t);
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const statuses: string[] = [];
    for (const from of ['PLACED', 'PREPARING', 'READY'] as const) {
      t.clock.advance(60_000);
      const response = await advance(staff.auth, order.id, from);
      expect(response.statusCode).toBe(200);
      statuses.push(response.json().data.status);
    }
    expect(statuses).toEqual(['PREPARING', 'READY', 'COMPLETED']);
    const seen = (await t.app.inject({ url: `/api/orders/${order.id}`, headers: diner.auth })).json().data as Order;
    expect(seen.timeline.map((e) => e.status)).toEqual(['PLACED', 'PREPARING', 'READY', 'COMPLETED']);
    expect(new Set(seen.timeline.map((e) => e.at)).size).toBe(4);
    const beyond = await advance(staff.auth, order.id, 'COMPLETED');
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().code).toBe('ORDER_NOT_ADVANCEABLE');
    expect((await advance(staff.auth, 999_999)).statusCode).toBe(404);
  });

  it('a cancelled order cannot be advanced (409)', async () => {
    const staff = await signInAsStaff(t);
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    await cancel(diner, order.id);
    expect((await advance(staff.auth, order.id)).statusCode).toBe(409);
  });

  it('the staff routes refuse a diner (403 STAFF_ONLY) and a visitor (401)', async () => {
    const { diner } = await dinerWithCart(t);
    const order = await orderedPickup(t, diner);
    const asDiner = await advance(diner.auth, order.id);
    expect(asDiner.statusCode).toBe(403);
    expect(asDiner.json().code).toBe('STAFF_ONLY');
    expect((await t.app.inject({ url: '/api/staff/orders', headers: diner.auth })).statusCode).toBe(403);
    expect((await advance({}, order.id)).statusCode).toBe(401);
    expect((await t.app.inject('/api/staff/orders')).statusCode).toBe(401);
    const seen = (await t.app.inject({ url: `/api/orders/${order.id}`, headers: diner.auth })).json().data;
    expect(seen.status).toBe('PLACED');
  });

  it('the staff list shows active orders, oldest first, and not finished ones', async () => {
    const staff = await signInAsStaff(t);
    const { diner } = await dinerWithCart(t);
    const active = await orderedPickup(t, diner);
    const { diner: other } = await dinerWithCart(t);
    const done = await orderedPickup(t, other);
    await cancel(other, done.id);
    const list = (await t.app.inject({ url: '/api/staff/orders?size=100', headers: staff.auth })).json().data;
    const ids = list.items.map((o: Order) => o.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(done.id);
    const times = list.items.map((o: Order) => o.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(list.items.every((o: Order) => ['PLACED', 'PREPARING', 'READY'].includes(o.status))).toBe(true);
  });
});

describe(`abuse limit (${engine})`, () => {
  it('POST /orders is rate limited per address like other writes (429 with Retry-After)', async () => {
    const limited = await createTestApp({ config: { authRateLimitMax: 2 } });
    try {
      const diner = await newDiner(limited.app);
      const responses = [];
      for (let i = 0; i < 3; i++) {
        responses.push(
          await limited.app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: diner.auth,
            payload: pickupBody(limited),
          }),
        );
      }
      expect(responses.map((r) => r.statusCode)).toEqual([400, 400, 429]);
      expect(responses[2]!.headers['retry-after']).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });
});

describe(`documentation (${engine})`, () => {
  it('the OpenAPI document lists every order route with its documented errors', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    const expected: [string, string, string[]][] = [
      ['/api/orders', 'post', ['200', '201', '400', '401', '409', '422', '429']],
      ['/api/orders/my', 'get', ['200', '400', '401']],
      ['/api/orders/{id}', 'get', ['200', '400', '401', '404']],
      ['/api/orders/{id}/cancel', 'post', ['200', '400', '401', '404', '409']],
      ['/api/vouchers/preview', 'post', ['200', '400', '401']],
      ['/api/public/orders/pickup-slots', 'get', ['200', '400']],
      ['/api/public/bank-accounts', 'get', ['200']],
      ['/api/staff/orders', 'get', ['200', '400', '401', '403']],
      ['/api/staff/orders/{id}/advance', 'post', ['200', '400', '401', '403', '404', '409', '428']],
    ];
    for (const [path, method, statuses] of expected) {
      expect([path, Object.keys(spec.paths[path]?.[method]?.responses ?? {}).sort()]).toEqual([path, statuses]);
    }
    const parameters = spec.paths['/api/orders'].post.parameters as { name: string; in: string }[];
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header' }));
  });
});
