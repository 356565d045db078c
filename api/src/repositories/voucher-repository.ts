import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { MyVoucher, Voucher } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { voucherRedemptions, vouchers } from '../db/schema';
import type { Paged } from './menu-repository';

type VoucherRow = typeof vouchers.$inferSelect;

function toVoucher(v: VoucherRow, now: Date): Voucher {
  const usedUp = v.usageLimit !== null && v.usageCount >= v.usageLimit;
  return {
    ...v,
    validFrom: v.validFrom.toISOString(),
    validTo: v.validTo.toISOString(),
    active: v.validFrom <= now && now < v.validTo && !usedUp,
  };
}

export function createVoucherRepository(db: Db) {
  const activeAt = (now: Date) =>
    and(
      lte(vouchers.validFrom, now),
      gt(vouchers.validTo, now),
      or(isNull(vouchers.usageLimit), sql`${vouchers.usageCount} < ${vouchers.usageLimit}`),
    );

  return {
    async listActive(page: number, size: number, now: Date): Promise<Paged<Voucher>> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(vouchers)
          .where(activeAt(now))
          .orderBy(asc(vouchers.validTo), asc(vouchers.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(vouchers).where(activeAt(now)),
      ]);
      return { items: rows.map((v) => toVoucher(v, now)), total: total?.n ?? 0 };
    },

    /** Any voucher by id, active or not: a shared link to an ended offer still shows what it was. */
    async find(id: number, now: Date): Promise<Voucher | undefined> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
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
        .where(activeAt(now))
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
