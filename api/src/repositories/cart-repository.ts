import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cart, CartItemType } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { cartItems, carts, comboItems, combos, foodCategories, foods } from '../db/schema';
import { AppError, SQLSTATE, sqlState } from '../lib/errors';
import { soldOutOn } from './menu-repository';

/** `true` when the add created the line, `false` when it grew an existing one (PostgreSQL's xmax is 0 on insert). */
type AddedLine = { inserted: boolean };

/** A cart line's price on the menu now (the line's dish or combo): what the diner sees as they change the line. */
const currentPrice = sql<number>`coalesce(
  (select ${foods.price} from ${foods} where ${foods.id} = ${cartItems.foodId}),
  (select ${combos.price} from ${combos} where ${combos.id} = ${cartItems.comboId}))`;

export function createCartRepository(db: Db) {
  /**
   * The diner's cart and its lines with names and prices, in ONE statement. A diner who never added anything has no
   * cart row: reading answers an empty cart with no id and writes nothing (the cart is created by the first add).
   */
  async function loadCartOf(userId: number): Promise<Cart> {
    const rows = await db
      .select({
        cartId: carts.id,
        id: cartItems.id,
        quantity: cartItems.quantity,
        foodId: cartItems.foodId,
        comboId: cartItems.comboId,
        type: cartItems.type,
        name: sql<string>`coalesce(${foods.name}, ${combos.name})`,
        unitPrice: sql<number>`coalesce(${foods.price}, ${combos.price})`,
        imageUrl: sql<string>`coalesce(${foods.imageUrl}, ${combos.imageUrl})`,
        seenUnitPrice: cartItems.seenUnitPrice,
      })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .leftJoin(foods, eq(foods.id, cartItems.foodId))
      .leftJoin(combos, eq(combos.id, cartItems.comboId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartItems.id));
    const cartDetails = rows.flatMap(({ cartId: _cartId, id, quantity, type, seenUnitPrice, ...line }) => {
      // the left join gives a cart without lines one row with no line in it
      if (id === null || quantity === null || type === null) return [];
      const unitPrice = Number(line.unitPrice);
      // the price the diner saw, when the manager has changed it since: the cart says so before checkout
      const previousUnitPrice = seenUnitPrice !== null && seenUnitPrice !== unitPrice ? seenUnitPrice : null;
      return [
        {
          ...line,
          id,
          quantity,
          type: type as CartItemType,
          unitPrice,
          previousUnitPrice,
          lineTotal: unitPrice * quantity,
        },
      ];
    });
    return {
      id: rows[0]?.cartId ?? null,
      cartDetails,
      itemCount: cartDetails.reduce((n, l) => n + l.quantity, 0),
      total: cartDetails.reduce((n, l) => n + l.lineTotal, 0),
    };
  }

  /** Why an add found nothing to add: only asked on that failure path. */
  async function refuseItem(
    item: {
      type: CartItemType;
      foodId: number | null;
      comboId: number | null;
    },
    today: string,
  ): Promise<never> {
    if (item.type === 'COMBO') {
      const [combo] = await db
        .select({ name: combos.name, available: combos.available })
        .from(combos)
        .where(eq(combos.id, item.comboId!));
      // retired: off the menu, like a combo that never was
      if (!combo?.available) throw new AppError('COMBO_NOT_FOUND');
      throw new AppError('SOLD_OUT', { name: combo.name });
    }
    const [food] = await db
      .select({
        name: foods.name,
        available: sql<boolean>`${foods.available} and ${foodCategories.available}`,
        soldOutOn: foods.soldOutOn,
      })
      .from(foods)
      .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
      .where(eq(foods.id, item.foodId!));
    if (!food) throw new AppError('FOOD_NOT_FOUND');
    if (food.available && food.soldOutOn === today) throw new AppError('SOLD_OUT', { name: food.name });
    throw new AppError('FOOD_UNAVAILABLE');
  }

  return {
    getForUser: loadCartOf,

    /**
     * Adds to the line for the same dish or combo if there is one, otherwise creates it, creating the cart itself on
     * the first add: one statement (the cart upsert is a CTE of the line upsert, both guarded by the dish being on
     * the menu and available, so a refused add creates nothing), then one read of the whole cart. The line upsert
     * is atomic on the partial unique index; the 99-per-line ceiling is a CHECK constraint, so a merge that would
     * pass it fails as a whole.
     */
    async add(
      userId: number,
      item: { type: CartItemType; foodId: number | null; comboId: number | null; quantity: number },
      today: string,
    ): Promise<{ cart: Cart; created: boolean }> {
      // sold out today: the dish or combo marked so, or (a combo) one of its dishes
      const notSoldOut = (column: typeof foods.soldOutOn | typeof combos.soldOutOn) =>
        sql`not ${soldOutOn(column, today)}`;
      const orderable =
        item.type === 'FOOD'
          ? sql`exists (select 1 from ${foods} join ${foodCategories} on ${foodCategories.id} = ${foods.categoryId}
              where ${foods.id} = ${item.foodId}::integer and ${foods.available} and ${foodCategories.available}
              and ${notSoldOut(foods.soldOutOn)})`
          : sql`exists (select 1 from ${combos} where ${combos.id} = ${item.comboId}::integer and ${combos.available}
              and ${notSoldOut(combos.soldOutOn)}
              and not exists (select 1 from ${comboItems} join ${foods} on ${foods.id} = ${comboItems.foodId}
                where ${comboItems.comboId} = ${combos.id} and ${foods.soldOutOn} = ${today}::date))`;
      const lineKey =
        item.type === 'FOOD'
          ? sql`(cart_id, food_id) where food_id is not null`
          : sql`(cart_id, combo_id) where combo_id is not null`;
      // the price the diner sees now, on the page they add from: a later change of it is shown in the cart
      const price =
        item.type === 'FOOD'
          ? sql`(select ${foods.price} from ${foods} where ${foods.id} = ${item.foodId}::integer)`
          : sql`(select ${combos.price} from ${combos} where ${combos.id} = ${item.comboId}::integer)`;
      const upsertLine = sql`
        with cart as (
          insert into ${carts} (user_id) select ${userId}::integer where ${orderable}
          on conflict (user_id) do update set user_id = excluded.user_id
          returning id
        )
        insert into ${cartItems} (cart_id, type, food_id, combo_id, quantity, seen_unit_price)
        select cart.id, ${item.type}, ${item.foodId}::integer, ${item.comboId}::integer, ${item.quantity}::integer,
          ${price}
        from cart
        on conflict ${lineKey} do update set quantity = ${cartItems}.quantity + excluded.quantity,
          seen_unit_price = excluded.seen_unit_price
        returning (xmax = 0) as inserted`;
      let added: AddedLine[];
      try {
        // Both engines' drivers answer `{ rows }`; the shared Db type cannot say so.
        ({ rows: added } = (await db.execute(upsertLine)) as { rows: AddedLine[] });
      } catch (error) {
        if (sqlState(error) === SQLSTATE.checkViolation) {
          throw new AppError('QUANTITY_LIMIT', { max: 99 });
        }
        throw error;
      }
      const [row] = added;
      if (!row) return refuseItem(item, today);
      return { cart: await loadCartOf(userId), created: Boolean(row.inserted) };
    },

    /** Quantity above 0 sets it; 0 or less removes the line. Another diner's cart or line is "not found". */
    async update(userId: number, cartId: number, cartDetailId: number, quantity: number): Promise<Cart> {
      const [cart] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.id, cartId), eq(carts.userId, userId)));
      if (!cart) throw new AppError('CART_NOT_FOUND');
      const line = and(eq(cartItems.id, cartDetailId), eq(cartItems.cartId, cartId));
      const changed =
        quantity > 0
          ? // changing the line is done looking at its price as it is now: that price is the one seen
            await db
              .update(cartItems)
              .set({ quantity, seenUnitPrice: currentPrice })
              .where(line)
              .returning({ id: cartItems.id })
          : await db.delete(cartItems).where(line).returning({ id: cartItems.id });
      if (!changed.length) throw new AppError('CART_LINE_NOT_FOUND');
      return loadCartOf(userId);
    },

    /**
     * The diner has seen today's prices of every line (the cart page showed the changes): no line shows a previous
     * price any more, until the manager changes one again.
     */
    async pricesSeen(userId: number): Promise<Cart> {
      await db
        .update(cartItems)
        .set({ seenUnitPrice: currentPrice })
        .where(sql`${cartItems.cartId} in (select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`);
      return loadCartOf(userId);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
