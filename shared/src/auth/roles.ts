import type { UserRole } from '../contracts';

/** Each role's rank: a role may do all that a lower one may (a manager is staff too). */
const ROLE_RANK: Record<UserRole, number> = { diner: 0, staff: 1, manager: 2 };

/**
 * Whether an account with `role` (null: signed out) may use what `required` may: the one front-end check of a role,
 * so a manager is never turned away from a staff page. The API checks the role again from its database.
 */
export function hasRole(role: UserRole | null | undefined, required: UserRole): boolean {
  return role !== null && role !== undefined && ROLE_RANK[role] >= ROLE_RANK[required];
}
