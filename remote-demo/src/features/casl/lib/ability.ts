import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';

export const ROLES = ['admin', 'manager', 'subscriber'] as const;
export type Role = (typeof ROLES)[number];

export type Action = 'edit' | 'delete';
/** What the page's items are to CASL: its rules are written per subject type. */
export type Subject = 'Post';
export type AppAbility = MongoAbility<[Action, Subject]>;

/** Admin edits and deletes; Manager only edits; Subscriber only reads. */
export function defineAbilityFor(role: Role): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (role === 'admin') {
    can('edit', 'Post');
    can('delete', 'Post');
  }
  if (role === 'manager') can('edit', 'Post');
  return build();
}

/**
 * Runs `action` only if the ability allows it: the same rule that hides a button also guards what the button does,
 * so a forbidden action cannot run even when something triggers it. Says whether it ran.
 */
export function runIfAllowed(ability: AppAbility, action: Action, run: () => void): boolean {
  if (ability.cannot(action, 'Post')) return false;
  run();
  return true;
}
