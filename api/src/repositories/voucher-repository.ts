import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { MyVoucher, Voucher, VoucherPreview, VoucherRejection } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { voucherRedemptions, vouchers } from '../db/schema';
import type { Paged } from './menu-repository';

export type VoucherRow = typeof vouchers.$inferSelect;

/** How a code is typed does not matter: stored codes are upper case. */
export const normalizeVoucherCode = (code: string) => code.trim().toUpperCase();

export type VoucherJudgement =
  { applies: true; discount: number } | { applies: false; reason: Exclude<VoucherRejection, 'EMPTY_CART'> };

/**
 * The voucher rules, in the order a diner can act on them: does it exist, has it started (and is it switched on),
 * has it ended, is it used up, has this diner used their share, is the order big enough. The discount is a
 * percentage (floored to whole dong, capped by maxDiscount) or a fixed amount, never more than the subtotal.
 */
export function judgeVoucher(
  v: VoucherRow | undefined,
  subtotal: number,
  usedByThisDiner: number,
  now: Date,
): VoucherJudgement {
  if (!v) return { applies: false, reason: 'NOT_FOUND' };
  if (!v.enabled || now < v.validFrom) return { applies: false, reason: 'NOT_ACTIVE' };
  if (now >= v.validTo) return { applies: false, reason: 'EXPIRED' };
  if (v.usageLimit !== null && v.usageCount >= v.usageLimit) return { applies: false, reason: 'USED_UP' };
  if (usedByThisDiner >= v.perUserLimit) return { applies: false, reason: 'ALREADY_USED_BY_YOU' };
  if (subtotal < v.minOrderValue) return { applies: false, reason: 'MIN_ORDER_NOT_MET' };
  const raw = v.discountType === 'PERCENT' ? Math.floor((subtotal * v.discountValue) / 100) : v.discountValue;
  const capped = v.discountType === 'PERCENT' && v.maxDiscount !== null ? Math.min(raw, v.maxDiscount) : raw;
  return { applies: true, discount: Math.min(capped, subtotal) };
}

export function toVoucher(v: VoucherRow, now: Date): Voucher {
  const usedUp = v.usageLimit !== null && v.usageCount >= v.usageLimit;
  return {
    ...v,
    validFrom: v.validFrom.toISOString(),
    validTo: v.validTo.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    active: v.enabled && v.validFrom <= now && now < v.validTo && !usedUp,
  };
}

export function createVoucherRepository(db: Db) {
  const activeAt = (now: Date) =>
    and(
      eq(vouchers.enabled, true),
      lte(vouchers.validFrom, now),
      gt(vouchers.validTo, now),
      or(isNull(vouchers.usageLimit), sql`${vouchers.usageCount} < ${vouchers.usageLimit}`),
    );

  /**
   * What the lists show: active and listed. An unlisted voucher is the restaurant's code-only offer: it applies by its
   * code (preview, checkout), but no list or id lookup hands the code out.
   */
  const shownAt = (now: Date) => and(eq(vouchers.listed, true), activeAt(now));

  async function usesBy(userId: number, voucherId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.userId, userId), eq(voucherRedemptions.voucherId, voucherId)));
    return row?.n ?? 0;
  }

  return {
    /**
     * What a code would take off this subtotal for this diner, or why it would not apply: a read only (the order
     * decides again, inside its transaction).
     */
    async preview(userId: number, code: string, subtotal: number, now: Date): Promise<VoucherPreview> {
      const voucherCode = normalizeVoucherCode(code);
      const [v] = await db.select().from(vouchers).where(eq(vouchers.code, voucherCode));
      const base = { voucherCode, subtotal, minOrderValue: v?.minOrderValue ?? null };
      if (subtotal === 0) return { ...base, applies: false, discount: 0, total: 0, reason: 'EMPTY_CART' };
      const verdict = judgeVoucher(v, subtotal, v ? await usesBy(userId, v.id) : 0, now);
      return verdict.applies
        ? { ...base, applies: true, discount: verdict.discount, total: subtotal - verdict.discount, reason: null }
        : { ...base, applies: false, discount: 0, total: subtotal, reason: verdict.reason };
    },

    async listActive(page: number, size: number, now: Date): Promise<Paged<Voucher>> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vouchers)
          .where(shownAt(now))
          .orderBy(asc(vouchers.validTo), asc(vouchers.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(vouchers).where(shownAt(now)),
      ]);
      return { items: rows.map((v) => toVoucher(v, now)), total: total?.n ?? 0 };
    },

    /**
     * Any listed voucher by id, active or not: a shared link to an ended offer still shows what it was. An unlisted
     * one is not found: ids are easy to walk through, and its code is what makes it code-only.
     */
    async find(id: number, now: Date): Promise<Voucher | undefined> {
      const [row] = await db
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.id, id), eq(vouchers.listed, true)));
      return row ? toVoucher(row, now) : undefined;
    },

    /** Active vouchers this diner has uses left on, with how many. */
    async listUsableBy(userId: number, page: number, size: number, now: Date): Promise<Paged<MyVoucher>> {
      const used = db
        .select({ voucherId: voucherRedemptions.voucherId, n: sql<number>`count(*)::int`.as('n') })
        .from(voucherRedemptions)
        .where(eq(voucherRedemptions.userId, userId))
        .groupBy(voucherRedemptions.voucherId)
        .as('used');
      const rows = await db
        .select({ voucher: vouchers, used: sql<number>`coalesce(${used.n}, 0)` })
        .from(vouchers)
        .leftJoin(used, eq(used.voucherId, vouchers.id))
        .where(shownAt(now))
        .orderBy(asc(vouchers.validTo), asc(vouchers.id));
      const usable = rows
        .map(({ voucher, used: usedCount }) => {
          const perUser = voucher.perUserLimit - Number(usedCount);
          const global = voucher.usageLimit === null ? perUser : voucher.usageLimit - voucher.usageCount;
          return { ...toVoucher(voucher, now), remainingUses: Math.min(perUser, global) };
        })
        .filter((v) => v.remainingUses > 0);
      return { items: usable.slice((page - 1) * size, page * size), total: usable.length };
    },
  };
}

export type VoucherRepository = ReturnType<typeof createVoucherRepository>;
