import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cart, CartItemType } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { cartItems, carts, combos, foods } from '../db/schema';
import { AppError, SQLSTATE, sqlState } from '../lib/errors';

export function createCartRepository(db: Db) {
  async function cartIdOf(userId: number): Promise<number> {
    // insert-or-read in one statement so two first requests cannot create two carts
    const [row] = await db
      .insert(carts)
      .values({ userId })
      .onConflictDoUpdate({ target: carts.userId, set: { userId } })
      .returning({ id: carts.id });
    return row!.id;
  }

  async function load(cartId: number): Promise<Cart> {
    const lines = await db
      .select({
        id: cartItems.id,
        quantity: cartItems.quantity,
        foodId: cartItems.foodId,
        comboId: cartItems.comboId,
        type: cartItems.type,
        name: sql<string>`coalesce(${foods.name}, ${combos.name})`,
        unitPrice: sql<number>`coalesce(${foods.price}, ${combos.price})`,
        imageUrl: sql<string>`coalesce(${foods.imageUrl}, ${combos.imageUrl})`,
      })
      .from(cartItems)
      .leftJoin(foods, eq(foods.id, cartItems.foodId))
      .leftJoin(combos, eq(combos.id, cartItems.comboId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id));
    const cartDetails = lines.map((l) => {
      const unitPrice = Number(l.unitPrice);
      return { ...l, type: l.type as CartItemType, unitPrice, lineTotal: unitPrice * l.quantity };
    });
    return {
      id: cartId,
      cartDetails,
      itemCount: cartDetails.reduce((n, l) => n + l.quantity, 0),
      total: cartDetails.reduce((n, l) => n + l.lineTotal, 0),
    };
  }

  return {
    async getForUser(userId: number): Promise<Cart> {
      return load(await cartIdOf(userId));
    },

    /**
     * Adds to the line for the same dish or combo if there is one (atomic upsert on the partial unique index),
     * otherwise creates it. The 99-per-line ceiling is a CHECK constraint, so a merge that would pass it fails
     * as a whole.
     */
    async add(
      userId: number,
      item: { type: CartItemType; foodId: number | null; comboId: number | null; quantity: number },
    ): Promise<{ cart: Cart; created: boolean }> {
      if (item.type === 'FOOD') {
        const [food] = await db.select({ id: foods.id, available: foods.available }).from(foods).where(eq(foods.id, item.foodId!));
        if (!food) throw new AppError('FOOD_NOT_FOUND');
        if (!food.available) throw new AppError('FOOD_UNAVAILABLE');
      } else {
        const [combo] = await db.select({ id: combos.id }).from(combos).where(eq(combos.id, item.comboId!));
        if (!combo) throw new AppError('COMBO_NOT_FOUND');
      }
      const cartId = await cartIdOf(userId);
      const target = item.type === 'FOOD' ? [cartItems.cartId, cartItems.foodId] : [cartItems.cartId, cartItems.comboId];
      const targetWhere = item.type === 'FOOD' ? sql`${cartItems.foodId} is not null` : sql`${cartItems.comboId} is not null`;
      try {
        const [row] = await db
          .insert(cartItems)
          .values({ cartId, type: item.type, foodId: item.foodId, comboId: item.comboId, quantity: item.quantity })
          .onConflictDoUpdate({
            target,
            targetWhere,
            set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        return { cart: await load(cartId), created: Boolean(row?.inserted) };
      } catch (error) {
        if (sqlState(error) === SQLSTATE.checkViolation) {
          throw new AppError('QUANTITY_LIMIT', { max: 99 });
        }
        throw error;
      }
    },

    /** Quantity above 0 sets it; 0 or less removes the line. Another diner's cart or line is "not found". */
    async update(userId: number, cartId: number, cartDetailId: number, quantity: number): Promise<Cart> {
      const [cart] = await db.select({ id: carts.id }).from(carts).where(and(eq(carts.id, cartId), eq(carts.userId, userId)));
      if (!cart) throw new AppError('CART_NOT_FOUND');
      const line = and(eq(cartItems.id, cartDetailId), eq(cartItems.cartId, cartId));
      const changed =
        quantity > 0
          ? await db.update(cartItems).set({ quantity }).where(line).returning({ id: cartItems.id })
          : await db.delete(cartItems).where(line).returning({ id: cartItems.id });
      if (!changed.length) throw new AppError('CART_LINE_NOT_FOUND');
      return load(cartId);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
