import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Logger } from 'drizzle-orm';
import { carts } from '../../src/db/schema';
import { createTestApp, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Diner = Awaited<ReturnType<typeof newDiner>>;
const myCart = (d: Diner) => t.app.inject({ url: '/api/carts/my-cart', headers: d.auth });
const add = (d: Diner, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/carts/addToCart', headers: d.auth, payload });
const update = (d: Diner, cartId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/carts/updateToCart/${cartId}`, headers: d.auth, payload });

/**
 * The cart's SQL statements `run` sends, seen through the logger slot of the test database's Drizzle session; the
 * session check every authenticated route makes is the auth plugin's, not the cart's, and is left out.
 */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const session = (t.db as unknown as { session: { logger: Logger } }).session;
  const previous = session.logger;
  const statements: string[] = [];
  session.logger = {
    logQuery: (query) => {
      if (!query.includes('from "sessions"')) statements.push(query.trim());
    },
  };
  try {
    await run();
  } finally {
    session.logger = previous;
  }
  return statements;
}

const cartRowCount = async () => (await t.db.select({ id: carts.id }).from(carts)).length;

describe('cart', () => {
  it('starts empty, and reading it writes nothing: no cart exists before the first add', async () => {
    const diner = await newDiner(t.app);
    const cartsBefore = await cartRowCount();
    const response = await myCart(diner);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: null, cartDetails: [], itemCount: 0, total: 0 });
    expect(await cartRowCount()).toBe(cartsBefore);
  });

  it('reads the cart in one statement, a select', async () => {
    const diner = await newDiner(t.app);
    await add(diner, { foodId: 1, quantity: 1 });
    const statements = await statementsOf(() => myCart(diner));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select /);
  });

  it('adds in two statements (cart and line upserted together, then the cart read) and answers the whole cart', async () => {
    const diner = await newDiner(t.app);
    let response: Awaited<ReturnType<typeof add>> | undefined;
    const first = await statementsOf(async () => {
      response = await add(diner, { foodId: 1, quantity: 2 });
    });
    expect(first).toHaveLength(2);
    expect(response?.statusCode).toBe(201);
    expect(response?.json().data).toMatchObject({ id: expect.any(Number), itemCount: 2, total: 150000 });
    expect(await statementsOf(() => add(diner, { foodId: 1, quantity: 1 }))).toHaveLength(2);
    expect((await myCart(diner)).json().data).toMatchObject({ itemCount: 3, total: 225000 });
  });

  it('creates no cart when the add is refused', async () => {
    const diner = await newDiner(t.app);
    const cartsBefore = await cartRowCount();
    expect((await add(diner, { foodId: 47, quantity: 1 })).json().code).toBe('FOOD_UNAVAILABLE');
    expect((await add(diner, { foodId: 9999, quantity: 1 })).statusCode).toBe(404);
    expect((await add(diner, { type: 'COMBO', comboId: 9999, quantity: 1 })).statusCode).toBe(404);
    expect(await cartRowCount()).toBe(cartsBefore);
  });

  it('adds dishes and combos, merges repeats into one line and totals in VND', async () => {
    const diner = await newDiner(t.app);
    expect((await add(diner, { foodId: 1, quantity: 2 })).statusCode).toBe(201);
    const merged = await add(diner, { type: 'FOOD', foodId: 1, quantity: 1 });
    expect(merged.statusCode).toBe(200);
    const combo = await add(diner, { type: 'COMBO', comboId: 1, quantity: 1 });
    expect(combo.statusCode).toBe(201);
    const { data } = combo.json();
    expect(data.cartDetails).toEqual([
      expect.objectContaining({
        type: 'FOOD',
        foodId: 1,
        comboId: null,
        quantity: 3,
        name: 'Phở bò tái',
        unitPrice: 75000,
        lineTotal: 225000,
      }),
      expect.objectContaining({
        type: 'COMBO',
        foodId: null,
        comboId: 1,
        quantity: 1,
        unitPrice: 185000,
        lineTotal: 185000,
      }),
    ]);
    expect(data).toMatchObject({ itemCount: 4, total: 410000 });
  });

  it('sets a line quantity, and 0 or less removes the line', async () => {
    const diner = await newDiner(t.app);
    const { data } = (await add(diner, { foodId: 2, quantity: 1 })).json();
    const line = data.cartDetails[0];
    const set = await update(diner, data.id, { cartDetailId: line.id, quantity: 5 });
    expect(set.json().data.cartDetails[0].quantity).toBe(5);
    const removed = await update(diner, data.id, { cartDetailId: line.id, quantity: -3 });
    expect(removed.json().data.cartDetails).toEqual([]);
    expect((await update(diner, data.id, { cartDetailId: line.id, quantity: 0 })).statusCode).toBe(404);
  });

  it.each([
    ['quantity 0', { foodId: 1, quantity: 0 }, 'VALIDATION_ERROR'],
    ['a FOOD line without foodId', { type: 'FOOD', quantity: 1 }, 'VALIDATION_ERROR'],
    ['a COMBO line with a foodId', { type: 'COMBO', foodId: 1, comboId: 1, quantity: 1 }, 'VALIDATION_ERROR'],
    ['an unknown type', { type: 'DRINK', foodId: 1, quantity: 1 }, 'VALIDATION_ERROR'],
    ['a dish that is sold out', { foodId: 47, quantity: 1 }, 'FOOD_UNAVAILABLE'],
  ])('answers 400 for %s', async (_case, payload, code) => {
    const diner = await newDiner(t.app);
    const response = await add(diner, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code });
  });

  it('refuses to grow a line past 99 and keeps the line as it was', async () => {
    const diner = await newDiner(t.app);
    await add(diner, { foodId: 3, quantity: 98 });
    const response = await add(diner, { foodId: 3, quantity: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('QUANTITY_LIMIT');
    expect((await myCart(diner)).json().data.cartDetails[0].quantity).toBe(98);
  });

  it('answers 404 for an unknown dish or combo', async () => {
    const diner = await newDiner(t.app);
    expect((await add(diner, { foodId: 9999, quantity: 1 })).statusCode).toBe(404);
    expect((await add(diner, { type: 'COMBO', comboId: 9999, quantity: 1 })).statusCode).toBe(404);
  });

  it("answers 404, never 403, for another diner's cart or cart line", async () => {
    const owner = await newDiner(t.app);
    const intruder = await newDiner(t.app);
    const { data } = (await add(owner, { foodId: 1, quantity: 1 })).json();
    const line = data.cartDetails[0].id;
    const intruderCart = (await add(intruder, { foodId: 2, quantity: 1 })).json().data;
    expect((await update(intruder, data.id, { cartDetailId: line, quantity: 50 })).statusCode).toBe(404);
    // the owner's line through the intruder's own cart id
    expect((await update(intruder, intruderCart.id, { cartDetailId: line, quantity: 0 })).statusCode).toBe(404);
    expect((await myCart(owner)).json().data.cartDetails[0].quantity).toBe(1);
  });

  it('answers 401 without a token on every cart route', async () => {
    expect((await t.app.inject('/api/carts/my-cart')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/carts/addToCart', payload: { foodId: 1, quantity: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/carts/updateToCart/1',
          payload: { cartDetailId: 1, quantity: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });
});
