import { desc, eq, sql } from 'drizzle-orm';
import type { ManagedVoucher, VoucherInput, VoucherPatch } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { vouchers } from '../db/schema';
import { AppError, SQLSTATE, constraintName, sqlState } from '../lib/errors';
import { audited } from './audit-repository';
import type { ExpectedVersion, Versioned } from './menu-admin-repository';
import { normalizeVoucherCode, toVoucher, type VoucherRow } from './voucher-repository';

const toManaged = (row: VoucherRow, now: Date): Versioned<ManagedVoucher> => ({
  version: row.version,
  record: { ...toVoucher(row, now), listed: row.listed },
});

type VoucherFields = Omit<VoucherInput, 'validFrom' | 'validTo'> & { validFrom: Date; validTo: Date };

const fieldsOf = (input: VoucherInput): VoucherFields => ({
  ...input,
  name: input.name.trim(),
  code: normalizeVoucherCode(input.code),
  validFrom: new Date(input.validFrom),
  validTo: new Date(input.validTo),
});

/** The rules the table's CHECKs hold, said first in the manager's language (400 VOUCHER_INVALID). */
function checkVoucher(v: Pick<VoucherFields, 'name' | 'validFrom' | 'validTo' | 'discountType' | 'discountValue'>) {
  // the schema's minLength counts spaces: a name of spaces only would list a voucher nobody can read
  if (!v.name) throw new AppError('VOUCHER_NAME_BLANK');
  if (!(v.validTo > v.validFrom)) throw new AppError('VOUCHER_WINDOW_INVALID');
  if (v.discountType === 'PERCENT' && v.discountValue > 100) throw new AppError('VOUCHER_PERCENT_INVALID');
}

/** A database refusal the manager can act on, in their words; anything else is the server's own. */
function refusal(error: unknown, code: string): never {
  if (sqlState(error) === SQLSTATE.uniqueViolation && /code/.test(constraintName(error) ?? '')) {
    throw new AppError('VOUCHER_CODE_TAKEN', { code });
  }
  if (sqlState(error) === SQLSTATE.checkViolation && constraintName(error) === 'vouchers_usage') {
    throw new AppError('VOUCHER_LIMIT_BELOW_USES');
  }
  throw error;
}

/**
 * The manager's vouchers: all of them, ended and unlisted ones included, with their uses so far and edit versions.
 * The checkout's rules (`judgeVoucher`) are unchanged: this only writes the fields they read.
 */
export function createVoucherAdminRepository(db: Db) {
  async function read(id: number, now: Date) {
    const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
    return row ? toManaged(row, now) : undefined;
  }

  /** Applies `change` to the stored voucher under its row lock, refusing a stale `If-Match` (412). */
  async function change(
    id: number,
    expected: ExpectedVersion,
    now: Date,
    actor: number,
    verb: 'update' | 'expire',
    next: (current: VoucherRow) => Partial<VoucherFields>,
  ): Promise<Versioned<ManagedVoucher>> {
    let code = '';
    try {
      return await db.transaction(async (tx) => {
        const [current] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
        if (!current) throw new AppError('VOUCHER_NOT_FOUND');
        if (expected !== undefined && current.version !== expected) throw new AppError('EDIT_CONFLICT');
        const set = next(current);
        code = set.code ?? current.code;
        checkVoucher({ ...current, ...set });
        const [row] = await tx
          .update(vouchers)
          .set({ ...set, version: sql`${vouchers.version} + 1`, updatedAt: sql`now()` })
          .where(eq(vouchers.id, id))
          .returning();
        return audited(tx, actor, `voucher.${verb}`, toManaged(current, now).record, toManaged(row!, now));
      });
    } catch (error) {
      return refusal(error, code);
    }
  }

  return {
    /** Newest first: the one just made is at the top. */
    async list(now: Date): Promise<ManagedVoucher[]> {
      const rows = await db.select().from(vouchers).orderBy(desc(vouchers.id));
      return rows.map((row) => toManaged(row, now).record);
    },

    find: read,

    async create(input: VoucherInput, now: Date, actor: number): Promise<Versioned<ManagedVoucher>> {
      const fields = fieldsOf(input);
      checkVoucher(fields);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(vouchers).values(fields).returning();
          return audited(tx, actor, 'voucher.create', null, toManaged(row!, now));
        });
      } catch (error) {
        return refusal(error, fields.code);
      }
    },

    update(id: number, patch: VoucherPatch, expected: ExpectedVersion, now: Date, actor: number) {
      const { validFrom, validTo, code, name, ...rest } = patch;
      return change(id, expected, now, actor, 'update', () => ({
        ...rest,
        ...(name === undefined ? {} : { name: name.trim() }),
        ...(code === undefined ? {} : { code: normalizeVoucherCode(code) }),
        ...(validFrom === undefined ? {} : { validFrom: new Date(validFrom) }),
        ...(validTo === undefined ? {} : { validTo: new Date(validTo) }),
      }));
    },

    /**
     * Ends the voucher now: checkout refuses it as EXPIRED from this instant. One that had not started yet starts a
     * millisecond before, since a voucher ends after it starts (the table's CHECK).
     */
    expire(id: number, expected: ExpectedVersion, now: Date, actor: number) {
      return change(id, expected, now, actor, 'expire', (current) => ({
        validTo: now,
        ...(current.validFrom >= now ? { validFrom: new Date(now.getTime() - 1) } : {}),
      }));
    },
  };
}

export type VoucherAdminRepository = ReturnType<typeof createVoucherAdminRepository>;
