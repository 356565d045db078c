import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import type { Combo, Food } from '@restaurant/shared/contracts';
import { comboItems, combos } from '../../src/db/schema';
import {
  addToCart,
  dinerWithCart,
  dishes,
  noonTomorrow,
  pickupBody,
  placeOrder,
  signInAsStaff,
} from '../helpers/orders';
import { createClock, createTestApp, localDate, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
let staff: { auth: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
  staff = await signInAsStaff(t);
});
afterAll(async () => {
  await t?.close();
});

const today = () => localDate(t.clock.now(), 0);

const soldOut = (kind: 'food' | 'combo', id: number, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url: `/api/staff/sold-out/${kind}/${id}`, headers: staff.auth });

const FOODS = '/api/public/food/getFoodsByCategory?size=100';
const COMBOS = '/api/public/combo/getCombos?size=100';

async function listed<T extends { id: number; soldOut: boolean }>(url: string, id: number) {
  const response = await t.app.inject(url);
  expect(response.statusCode).toBe(200);
  const item = (response.json().data.items as T[]).find((i) => i.id === id);
  return { soldOut: item?.soldOut, cache: response.headers['x-cache'] };
}
const foodListed = (id: number) => listed<Food>(FOODS, id);
const comboListed = (id: number) => listed<Combo>(COMBOS, id);
const detail = async (url: string) => (await t.app.inject(url)).json().data.soldOut as boolean;

/** A combo and one of its dishes, the `index`-th combo in menu order. */
async function comboWithDish(index: number) {
  const rows = await t.db.select({ id: combos.id, name: combos.name }).from(combos).orderBy(asc(combos.id));
  const combo = rows[index]!;
  const [item] = await t.db
    .select({ foodId: comboItems.foodId })
    .from(comboItems)
    .where(eq(comboItems.comboId, combo.id));
  return { combo, foodId: item!.foodId };
}

describe('sold out for today', () => {
  it('a dish marked sold out shows so in the next list and detail read (the cached answer is dropped), and back', async () => {
    const dish = (await dishes(t))[0]!;
    // both answers cached before the mark
    await foodListed(dish.id);
    expect(await foodListed(dish.id)).toEqual({ soldOut: false, cache: 'HIT' });
    expect(await detail(`/api/public/food/getFood/${dish.id}`)).toBe(false);

    const marked = await soldOut('food', dish.id);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({
      kind: 'food',
      id: dish.id,
      soldOut: true,
      soldOutOn: today(),
      soldOutBy: { id: expect.any(Number), name: 'Lê Thị Bếp' },
    });
    expect(await foodListed(dish.id)).toEqual({ soldOut: true, cache: 'MISS' });
    expect(await detail(`/api/public/food/getFood/${dish.id}`)).toBe(true);
    // marking twice is marking once
    expect((await soldOut('food', dish.id)).statusCode).toBe(200);

    const back = await soldOut('food', dish.id, 'DELETE');
    expect(back.json().data).toEqual({
      kind: 'food',
      id: dish.id,
      soldOut: false,
      soldOutOn: null,
      soldOutBy: { id: expect.any(Number), name: 'Lê Thị Bếp' },
    });
    expect((await foodListed(dish.id)).soldOut).toBe(false);
    expect(await detail(`/api/public/food/getFood/${dish.id}`)).toBe(false);
  });

  it('a combo is sold out when marked, or when one of its dishes is', async () => {
    const first = await comboWithDish(0);
    await comboListed(first.combo.id);
    await soldOut('combo', first.combo.id);
    expect((await comboListed(first.combo.id)).soldOut).toBe(true);
    expect(await detail(`/api/public/combo/${first.combo.id}`)).toBe(true);
    await soldOut('combo', first.combo.id, 'DELETE');
    expect((await comboListed(first.combo.id)).soldOut).toBe(false);

    const second = await comboWithDish(1);
    await soldOut('food', second.foodId);
    try {
      expect((await comboListed(second.combo.id)).soldOut).toBe(true);
      expect(await detail(`/api/public/combo/${second.combo.id}`)).toBe(true);
      const diner = await newDiner(t.app);
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/carts/addToCart',
        headers: { ...diner.auth, 'accept-language': 'vi' },
        payload: { type: 'COMBO', comboId: second.combo.id, quantity: 1 },
      });
      expect([add.statusCode, add.json().code]).toEqual([409, 'SOLD_OUT']);
      expect(add.json().message).toBe(`${second.combo.name} đã hết trong hôm nay: ngày mai sẽ có lại`);
    } finally {
      await soldOut('food', second.foodId, 'DELETE');
    }
  });

  it('adding a sold-out dish to a cart answers 409 SOLD_OUT in the caller’s language, and adds nothing', async () => {
    const dish = (await dishes(t))[1]!;
    await soldOut('food', dish.id);
    const diner = await newDiner(t.app);
    const add = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/carts/addToCart',
        headers: { ...diner.auth, 'accept-language': language },
        payload: { foodId: dish.id, quantity: 1 },
      });
    const vi = await add('vi');
    expect([vi.statusCode, vi.json()]).toEqual([
      409,
      { code: 'SOLD_OUT', message: `${dish.name} đã hết trong hôm nay: ngày mai sẽ có lại` },
    ]);
    expect((await add('fr')).json().message).toBe(`${dish.name} est épuisé pour aujourd’hui : de retour demain`);
    const cart = await t.app.inject({ url: '/api/carts/my-cart', headers: diner.auth });
    expect(cart.json().data.cartDetails).toEqual([]);
    await soldOut('food', dish.id, 'DELETE');
    expect((await addToCart(t, diner, dish.id)).statusCode).toBe(201);
  });

  it('an order with a dish sold out since it was put in the cart answers 409 SOLD_OUT and keeps the cart', async () => {
    const { diner, dish } = await dinerWithCart(t, 2);
    await soldOut('food', dish.id);
    try {
      const order = await placeOrder(t, diner, pickupBody(t));
      expect([order.statusCode, order.json().code]).toEqual([409, 'SOLD_OUT']);
      expect(order.json().message).toContain(dish.name);
      const cart = await t.app.inject({ url: '/api/carts/my-cart', headers: diner.auth });
      expect(cart.json().data.cartDetails).toHaveLength(1);
    } finally {
      await soldOut('food', dish.id, 'DELETE');
    }
    expect((await placeOrder(t, diner, pickupBody(t))).statusCode).toBe(201);
  });

  it('an order with a combo one of whose dishes sold out answers 409 SOLD_OUT naming the combo', async () => {
    const { combo, foodId } = await comboWithDish(2);
    const diner = await newDiner(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/carts/addToCart',
      headers: diner.auth,
      payload: { type: 'COMBO', comboId: combo.id, quantity: 1 },
    });
    expect(added.statusCode).toBe(201);
    await soldOut('food', foodId);
    try {
      const order = await placeOrder(t, diner, pickupBody(t));
      expect([order.statusCode, order.json().code]).toEqual([409, 'SOLD_OUT']);
      expect(order.json().message).toContain(combo.name);
    } finally {
      await soldOut('food', foodId, 'DELETE');
    }
  });

  it('is back by itself the next day (restaurant time), cached answers included', async () => {
    const dish = (await dishes(t))[3]!;
    await soldOut('food', dish.id);
    expect((await foodListed(dish.id)).soldOut).toBe(true);
    expect((await foodListed(dish.id)).cache).toBe('HIT');
    const back = t.clock.now().getTime();
    t.clock.advance(24 * 3600_000);
    try {
      expect((await foodListed(dish.id)).soldOut).toBe(false);
      expect(await detail(`/api/public/food/getFood/${dish.id}`)).toBe(false);
      const diner = await newDiner(t.app);
      expect((await addToCart(t, diner, dish.id)).statusCode).toBe(201);
    } finally {
      t.clock.advance(back - t.clock.now().getTime());
    }
  });

  it('answers 404 for an unknown dish or combo and 400 for another kind', async () => {
    const food = await soldOut('food', 2_000_000_000);
    expect([food.statusCode, food.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await soldOut('combo', 2_000_000_000, 'DELETE')).statusCode).toBe(404);
    const other = await t.app.inject({ method: 'PUT', url: '/api/staff/sold-out/drink/1', headers: staff.auth });
    expect(other.statusCode).toBe(400);
  });

  it("lists today's marks with who marked each, for staff only; a dish put back leaves the list", async () => {
    const dish = (await dishes(t))[4]!;
    await soldOut('food', dish.id);
    const marks = async () => {
      const response = await t.app.inject({ url: '/api/staff/sold-out', headers: staff.auth });
      expect(response.statusCode).toBe(200);
      return response.json().data.items as { kind: string; id: number; soldOutBy: { name: string } | null }[];
    };
    expect((await marks()).find((mark) => mark.kind === 'food' && mark.id === dish.id)).toEqual({
      kind: 'food',
      id: dish.id,
      soldOutBy: { id: expect.any(Number), name: expect.any(String) },
    });

    const diner = await newDiner(t.app);
    expect((await t.app.inject({ url: '/api/staff/sold-out', headers: diner.auth })).statusCode).toBe(403);

    await soldOut('food', dish.id, 'DELETE');
    expect((await marks()).some((mark) => mark.kind === 'food' && mark.id === dish.id)).toBe(false);
  });
});
