import { inArray } from 'drizzle-orm';
import type { StaffMember } from '@restaurant/shared/contracts';
import type { Db, Tx } from '../db/index';
import { users } from '../db/schema';

/**
 * Who did the staff actions a page shows (`advanced_by`, `marked_by`, `sold_out_by`), by account id: one query for a
 * whole page. An id with no account (deleted since) is absent, and the page shows nobody.
 */
export async function staffMembersByIds(
  executor: Db | Tx,
  ids: readonly (number | null)[],
): Promise<Map<number, StaffMember>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await executor
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The member `id` names in `members`, or null: what a staff contract's `...By` field holds. */
export function staffMemberOf(members: Map<number, StaffMember>, id: number | null): StaffMember | null {
  return id === null ? null : (members.get(id) ?? null);
}
