import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  BankAccount,
  Order,
  OrderStatus,
  OrderType,
  PaymentMethod,
  VoucherRejection,
} from '@restaurant/shared/contracts';
import type { BusinessRules } from '../business-rules';
import type { Db, Tx } from '../db/index';
import {
  cartItems,
  carts,
  comboItems,
  combos,
  foods,
  orderEvents,
  orderLines,
  orders,
  reservationTables,
  reservations,
  restaurantTables,
  users,
  voucherRedemptions,
  vouchers,
} from '../db/schema';
import type { ErrorId } from '../i18n/messages';
import { AppError, constraintName, SQLSTATE, sqlState } from '../lib/errors';
import { localDateOf } from '../lib/slot';
import type { OrderReceiptMail } from '../mail/mail-model';
import type { BankAccountRepository } from './bank-account-repository';
import { soldOutOn, type Paged } from './menu-repository';
import { recordOrderEvents } from './order-event-repository';
import type { MailQueue } from './outbox-repository';
import { staffMemberOf, staffMembersByIds } from './staff-members';
import { judgeVoucher, normalizeVoucherCode } from './voucher-repository';

/**
 * Cancels the orders `which` selects that the kitchen has not started (status PLACED), inside the caller's
 * transaction: each gets its CANCELLED event and gives its voucher use back. Returns the cancelled rows. The caller
 * announces the events once its transaction has committed (`announceOrderEvents`), and calls this last in it.
 */
export async function cancelPlacedOrders(tx: Tx, which: SQL | undefined, now: Date) {
  const cancelled = await tx
    .update(orders)
    .set({ status: 'CANCELLED' })
    .where(and(which, eq(orders.status, 'PLACED')))
    .returning();
  if (!cancelled.length) return cancelled;
  const ids = cancelled.map((order) => order.id);
  const given = await tx
    .delete(voucherRedemptions)
    .where(inArray(voucherRedemptions.orderId, ids))
    .returning({ voucherId: voucherRedemptions.voucherId });
  for (const { voucherId } of given) {
    await tx
      .update(vouchers)
      .set({ usageCount: sql`greatest(${vouchers.usageCount} - 1, 0)` })
      .where(eq(vouchers.id, voucherId));
  }
  // last: see recordOrderEvents
  await recordOrderEvents(
    tx,
    ids.map((orderId) => ({ orderId, status: 'CANCELLED' as const, at: now })),
  );
  return cancelled;
}
type OrderRow = typeof orders.$inferSelect;

export type NewOrder = {
  type: OrderType;
  /** PICKUP: an open pick-up slot, already checked by the caller */
  pickupAt: Date | null;
  /** DINE_IN: checked here, inside the transaction */
  reservationId: number | null;
  voucherCode: string | null;
  note: string | null;
  paymentMethod: PaymentMethod;
  /** PICKUP: e-mail the diner when the kitchen marks it ready */
  notifyWhenReady: boolean;
  idempotencyKey: string | null;
};

/**
 * Whether `input` is the request that placed `row`: the order keeps every field of the body, as the route normalised
 * it (a voucher code in capitals, a trimmed note), so a retry of the same body matches and any change does not.
 */
function asksForOrder(input: NewOrder, row: OrderRow): boolean {
  return (
    row.type === input.type &&
    (row.pickupAt?.getTime() ?? null) === (input.pickupAt?.getTime() ?? null) &&
    row.reservationId === input.reservationId &&
    row.voucherCode === (input.voucherCode === null ? null : normalizeVoucherCode(input.voucherCode)) &&
    row.note === input.note &&
    row.paymentMethod === input.paymentMethod &&
    row.notifyWhenReady === input.notifyWhenReady
  );
}

/** The next status of each one the kitchen can move on; the others are final. */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  PLACED: 'PREPARING',
  PREPARING: 'READY',
  READY: 'COMPLETED',
};
const ACTIVE_STATUSES: OrderStatus[] = ['PLACED', 'PREPARING', 'READY'];

/** A pick-up order just marked ready whose diner asked to be e-mailed then. */
const readyToTell = (order: OrderRow) => order.status === 'READY' && order.type === 'PICKUP' && order.notifyWhenReady;

const VOUCHER_ERRORS: Record<Exclude<VoucherRejection, 'EMPTY_CART'>, ErrorId> = {
  NOT_FOUND: 'VOUCHER_UNKNOWN',
  NOT_ACTIVE: 'VOUCHER_NOT_ACTIVE',
  EXPIRED: 'VOUCHER_EXPIRED',
  MIN_ORDER_NOT_MET: 'VOUCHER_MIN_ORDER_NOT_MET',
  USED_UP: 'VOUCHER_USED_UP',
  ALREADY_USED_BY_YOU: 'VOUCHER_ALREADY_USED_BY_YOU',
};

// Same unambiguous alphabet as booking codes: the order code is read over the phone and typed as a transfer reference.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
function orderCode(now: Date): string {
  let suffix = '';
  for (let i = 0; i < 5; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `OD-${now.toISOString().slice(2, 10).replaceAll('-', '')}-${suffix}`;
}

/**
 * Tells every API instance's live streams that order events were committed (the invalidation bus): called after
 * the transaction that wrote them, never inside it, so no instance reads before the rows are there.
 */
export type AnnounceOrderEvents = () => Promise<void>;

export function createOrderRepository(
  db: Db,
  bankAccounts: BankAccountRepository,
  rules: BusinessRules,
  announceOrderEvents: AnnounceOrderEvents,
  mail: MailQueue,
) {
  /** Orders as the contract shows them: lines, timeline, reservation summary and, for transfers, where to pay. */
  async function present(rows: OrderRow[]): Promise<Order[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const reservationIds = rows.flatMap((r) => (r.reservationId ? [r.reservationId] : []));
    const [lines, events, booked, tableLinks, accounts] = await Promise.all([
      db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
      db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, ids))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      reservationIds.length
        ? db.select().from(reservations).where(inArray(reservations.id, reservationIds))
        : Promise.resolve([]),
      reservationIds.length
        ? db
            .select({ reservationId: reservationTables.reservationId, code: restaurantTables.code })
            .from(reservationTables)
            .innerJoin(restaurantTables, eq(restaurantTables.id, reservationTables.tableId))
            .where(inArray(reservationTables.reservationId, reservationIds))
        : Promise.resolve([]),
      rows.some((r) => r.paymentMethod === 'BANK_TRANSFER') ? bankAccounts.listActive() : Promise.resolve([]),
    ]);
    return rows.map((r) => {
      const reservation = booked.find((b) => b.id === r.reservationId);
      return {
        id: r.id,
        code: r.code,
        type: r.type,
        status: r.status,
        lines: lines
          .filter((l) => l.orderId === r.id)
          .map((l) => ({
            name: l.name,
            unitPrice: l.unitPrice,
            quantity: l.quantity,
            lineTotal: l.unitPrice * l.quantity,
          })),
        subtotal: r.subtotal,
        discount: r.discount,
        total: r.total,
        voucherCode: r.voucherCode,
        pickupAt: r.pickupAt?.toISOString() ?? null,
        reservation: reservation
          ? {
              id: reservation.id,
              code: reservation.code,
              reservationDate: reservation.reservationDate,
              reservationTime: reservation.reservationTime,
              startAt: reservation.startAt.toISOString(),
              guests: reservation.guests,
              tables: tableLinks
                .filter((link) => link.reservationId === reservation.id)
                .map((link) => link.code)
                .sort((a, b) => a.localeCompare(b)),
            }
          : null,
        paymentMethod: r.paymentMethod,
        bankAccounts: r.paymentMethod === 'BANK_TRANSFER' ? (accounts as BankAccount[]) : [],
        note: r.note,
        notifyWhenReady: r.notifyWhenReady,
        timeline: events.filter((e) => e.orderId === r.id).map((e) => ({ status: e.status, at: e.at.toISOString() })),
        canCancel: r.status === 'PLACED',
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  async function presentOne(row: OrderRow): Promise<Order> {
    return (await present([row]))[0]!;
  }

  /** As `present`, with who moved each order on last: what the kitchen's board shows, never a diner. */
  async function presentForStaff(rows: OrderRow[]): Promise<Order[]> {
    const [presented, members] = await Promise.all([
      present(rows),
      staffMembersByIds(
        db,
        rows.map((r) => r.advancedBy),
      ),
    ]);
    return presented.map((order, i) => ({ ...order, advancedBy: staffMemberOf(members, rows[i]!.advancedBy) }));
  }

  /**
   * The order already placed with this key, when the request asks for that same order again (a retry); a different
   * request under a used key is a client bug, answered 422 rather than with an order that is not what it asked for.
   */
  async function findByKey(
    executor: Db | Tx,
    userId: number,
    input: NewOrder & { idempotencyKey: string },
  ): Promise<OrderRow | undefined> {
    const [row] = await executor
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotencyKey)));
    if (row && !asksForOrder(input, row)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return row;
  }

  /**
   * The cart's lines priced from the menu as it is now; a withdrawn dish refuses the order, and so does one sold out
   * on the day the order is placed (`today`, restaurant-local), or a combo with such a dish.
   */
  async function pricedCart(tx: Tx, cartId: number, today: string) {
    const rows = await tx
      .select({
        foodId: cartItems.foodId,
        comboId: cartItems.comboId,
        quantity: cartItems.quantity,
        name: sql<string>`coalesce(${foods.name}, ${combos.name})`,
        unitPrice: sql<number>`coalesce(${foods.price}, ${combos.price})`,
        available: sql<boolean>`coalesce(${foods.available}, true)`,
        soldOut: sql<boolean>`(${soldOutOn(foods.soldOutOn, today)}
          or ${soldOutOn(combos.soldOutOn, today)}
          or exists (select 1 from ${comboItems} ci join ${foods} f on f.id = ci.food_id
            where ci.combo_id = ${cartItems.comboId} and f.sold_out_on = ${today}::date))`,
      })
      .from(cartItems)
      .leftJoin(foods, eq(foods.id, cartItems.foodId))
      .leftJoin(combos, eq(combos.id, cartItems.comboId))
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.id));
    const unavailable = rows.find((r) => !r.available);
    if (unavailable) throw new AppError('CART_ITEM_UNAVAILABLE', { name: unavailable.name });
    const soldOut = rows.find((r) => r.soldOut);
    if (soldOut) throw new AppError('SOLD_OUT', { name: soldOut.name });
    return rows.map(({ soldOut: _soldOut, available: _available, ...r }) => ({ ...r, unitPrice: Number(r.unitPrice) }));
  }

  /**
   * Takes one use of the voucher for this diner, or refuses the order (409 with the reason). The voucher row is
   * locked first, so simultaneous orders on one voucher are judged one after the other on fresh counts; the
   * increment is also conditional on a use being left, and the table's CHECK forbids passing the limit anyway.
   */
  async function redeem(tx: Tx, userId: number, rawCode: string, subtotal: number, now: Date) {
    const code = normalizeVoucherCode(rawCode);
    const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update');
    const [used] = voucher
      ? await tx
          .select({ n: count() })
          .from(voucherRedemptions)
          .where(and(eq(voucherRedemptions.voucherId, voucher.id), eq(voucherRedemptions.userId, userId)))
      : [];
    const verdict = judgeVoucher(voucher, subtotal, used?.n ?? 0, now);
    if (!verdict.applies) {
      throw new AppError(VOUCHER_ERRORS[verdict.reason], {
        code,
        min: (voucher?.minOrderValue ?? 0).toLocaleString('vi-VN'),
      });
    }
    const taken = await tx
      .update(vouchers)
      .set({ usageCount: sql`${vouchers.usageCount} + 1` })
      .where(
        and(
          eq(vouchers.id, voucher!.id),
          sql`(${vouchers.usageLimit} is null or ${vouchers.usageCount} < ${vouchers.usageLimit})`,
        ),
      )
      .returning({ id: vouchers.id });
    if (!taken.length) throw new AppError('VOUCHER_USED_UP', { code });
    return { voucherId: voucher!.id, code, discount: verdict.discount };
  }

  /** The receipt e-mail of an order being placed, read in its transaction. */
  async function receiptOf(
    tx: Tx,
    order: OrderRow,
    lines: { name: string; quantity: number; unitPrice: number }[],
  ): Promise<OrderReceiptMail> {
    const [booking] = order.reservationId
      ? await tx.select().from(reservations).where(eq(reservations.id, order.reservationId))
      : [];
    const tableCodes = booking
      ? await tx
          .select({ code: restaurantTables.code })
          .from(reservationTables)
          .innerJoin(restaurantTables, eq(restaurantTables.id, reservationTables.tableId))
          .where(eq(reservationTables.reservationId, booking.id))
      : [];
    const accounts = order.paymentMethod === 'BANK_TRANSFER' ? await bankAccounts.listActive(tx) : [];
    return {
      orderId: order.id,
      code: order.code,
      type: order.type,
      lines: lines.map((l) => ({ ...l, lineTotal: l.unitPrice * l.quantity })),
      subtotal: order.subtotal,
      discount: order.discount,
      voucherCode: order.voucherCode,
      total: order.total,
      pickupAt: order.pickupAt?.toISOString() ?? null,
      reservation: booking
        ? {
            code: booking.code,
            reservationDate: booking.reservationDate,
            reservationTime: booking.reservationTime,
            tables: tableCodes.map((t) => t.code).sort((a, b) => a.localeCompare(b)),
          }
        : null,
      paymentMethod: order.paymentMethod,
      bankAccounts: accounts.map(({ bankCode, accountNumber, accountName }) => ({
        bankCode,
        accountNumber,
        accountName,
      })),
      note: order.note,
    };
  }

  async function place(userId: number, input: NewOrder, now: Date): Promise<{ order: OrderRow; created: boolean }> {
    return db.transaction(async (tx) => {
      // One order at a time per diner: the cart row is the lock. A double submit waits here for the first, then
      // finds its order by the key (and the cart it emptied is not read as "empty").
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
      if (input.idempotencyKey) {
        const earlier = await findByKey(tx, userId, { ...input, idempotencyKey: input.idempotencyKey });
        if (earlier) return { order: earlier, created: false };
      }
      const lines = cart ? await pricedCart(tx, cart.id, localDateOf(now, rules)) : [];
      if (!lines.length) throw new AppError('CART_EMPTY');

      if (input.type === 'DINE_IN') {
        const [booking] = await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(
            and(
              eq(reservations.id, input.reservationId!),
              eq(reservations.userId, userId),
              eq(reservations.status, 'confirmed'),
              gt(reservations.startAt, now),
            ),
          );
        if (!booking) throw new AppError('RESERVATION_NOT_USABLE');
      }

      const subtotal = lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0);
      const voucher = input.voucherCode ? await redeem(tx, userId, input.voucherCode, subtotal, now) : null;
      const discount = voucher?.discount ?? 0;
      const [order] = await tx
        .insert(orders)
        .values({
          code: orderCode(now),
          userId,
          type: input.type,
          status: 'PLACED',
          pickupAt: input.type === 'PICKUP' ? input.pickupAt : null,
          reservationId: input.type === 'DINE_IN' ? input.reservationId : null,
          subtotal,
          discount,
          total: subtotal - discount,
          voucherId: voucher?.voucherId ?? null,
          voucherCode: voucher?.code ?? null,
          paymentMethod: input.paymentMethod,
          note: input.note,
          notifyWhenReady: input.type === 'PICKUP' && input.notifyWhenReady,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
        })
        .returning();
      await tx.insert(orderLines).values(
        lines.map((l) => ({
          orderId: order!.id,
          foodId: l.foodId,
          comboId: l.comboId,
          name: l.name,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
        })),
      );
      if (voucher) {
        await tx
          .insert(voucherRedemptions)
          .values({ voucherId: voucher.voucherId, userId, orderId: order!.id, redeemedAt: now });
      }
      await tx.delete(cartItems).where(eq(cartItems.cartId, cart!.id));
      await mail.enqueue(tx, { kind: 'order-receipt', userId, payload: await receiptOf(tx, order!, lines) }, now);
      // last: see recordOrderEvents
      await recordOrderEvents(tx, [{ orderId: order!.id, status: 'PLACED', at: now }]);
      return { order: order!, created: true };
    });
  }

  async function findOwned(userId: number, id: number): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    // another diner's order is indistinguishable from a missing one
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  return {
    /** Orders by id as the contract shows them (the live streams' payload); a missing id is left out. */
    async findByIds(ids: readonly number[]): Promise<Order[]> {
      if (!ids.length) return [];
      return present(
        await db
          .select()
          .from(orders)
          .where(inArray(orders.id, [...ids])),
      );
    },

    /** Whether the account may use the kitchen's routes: staff, and a manager (who can do all that staff can). */
    async isStaff(userId: number): Promise<boolean> {
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return user?.role === 'staff' || user?.role === 'manager';
    },

    async isManager(userId: number): Promise<boolean> {
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return user?.role === 'manager';
    },

    /**
     * Orders the diner's whole cart in one transaction: prices from the menu, the voucher's use, the order with its
     * lines and first timeline entry, and the emptied cart. `created` is false when the idempotency key named an
     * order already placed, which is answered as it is.
     */
    async create(userId: number, input: NewOrder, now: Date): Promise<{ order: Order; created: boolean }> {
      for (let attempt = 0; ; attempt++) {
        try {
          const { order, created } = await place(userId, input, now);
          if (created) {
            mail.announce();
            await announceOrderEvents();
          }
          return { order: await presentOne(order), created };
        } catch (error) {
          const state = sqlState(error);
          const constraint = constraintName(error);
          // cannot happen behind the cart lock, but the unique index is the last word: answer the order it kept
          if (
            state === SQLSTATE.uniqueViolation &&
            constraint === 'orders_idempotency_unique' &&
            input.idempotencyKey
          ) {
            const earlier = await findByKey(db, userId, { ...input, idempotencyKey: input.idempotencyKey });
            if (earlier) return { order: await presentOne(earlier), created: false };
          }
          // a random code collided: draw another
          if (state === SQLSTATE.uniqueViolation && constraint === 'orders_code_unique' && attempt < 5) continue;
          throw error;
        }
      }
    },

    async listMine(userId: number, page: number, size: number): Promise<Paged<Order>> {
      const where = eq(orders.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { items: await present(rows), total: total?.n ?? 0 };
    },

    async findMine(userId: number, id: number): Promise<Order> {
      return presentOne(await findOwned(userId, id));
    },

    /**
     * The diner cancels while the kitchen has not started (PLACED only: the conditional update decides against a
     * simultaneous advance). The voucher use is given back: the diner may use it again, and it counts once less.
     */
    async cancel(userId: number, id: number, now: Date): Promise<Order> {
      const existing = await findOwned(userId, id);
      const [row] = await db.transaction((tx) =>
        cancelPlacedOrders(tx, and(eq(orders.id, id), eq(orders.userId, userId)), now),
      );
      if (row) await announceOrderEvents();
      if (!row) {
        const [now_] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
        throw new AppError('ORDER_NOT_CANCELLABLE', { status: now_?.status ?? existing.status });
      }
      return presentOne(row);
    },

    /** Staff: active orders, oldest first (the kitchen's queue). */
    async listActive(page: number, size: number): Promise<Paged<Order>> {
      const where = inArray(orders.status, ACTIVE_STATUSES);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(asc(orders.createdAt), asc(orders.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { items: await presentForStaff(rows), total: total?.n ?? 0 };
    },

    /**
     * Staff: one step on (PLACED → PREPARING → READY → COMPLETED), only from `from`, the status the cook saw: an order
     * that has left it (another tablet, a retry of a request that did go through, the diner cancelling) answers 409
     * ORDER_MOVED_ON with where it is now, so no order ever moves two steps for one press. `by` is recorded.
     */
    async advance(id: number, from: OrderStatus, by: number, now: Date): Promise<Order> {
      const [current] = await db.select().from(orders).where(eq(orders.id, id));
      if (!current) throw new AppError('ORDER_NOT_FOUND');
      if (current.status !== from) throw new AppError('ORDER_MOVED_ON', { status: current.status });
      const next = NEXT_STATUS[from];
      if (!next) throw new AppError('ORDER_NOT_ADVANCEABLE', { status: from });
      const row = await db.transaction(async (tx) => {
        const [advanced] = await tx
          .update(orders)
          .set({ status: next, advancedBy: by })
          .where(and(eq(orders.id, id), eq(orders.status, from)))
          .returning();
        if (!advanced) return advanced;
        if (readyToTell(advanced)) {
          const payload = { orderId: id, code: advanced.code, pickupAt: advanced.pickupAt?.toISOString() ?? null };
          await mail.enqueue(tx, { kind: 'order-ready', userId: advanced.userId, payload }, now);
        }
        // last: see recordOrderEvents
        await recordOrderEvents(tx, [{ orderId: id, status: next, at: now }]);
        return advanced;
      });
      if (!row) {
        // someone else moved it (or the diner cancelled) between the read and the update
        const [moved] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
        throw new AppError('ORDER_MOVED_ON', { status: moved?.status ?? from });
      }
      if (readyToTell(row)) mail.announce();
      await announceOrderEvents();
      return (await presentForStaff([row]))[0]!;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
