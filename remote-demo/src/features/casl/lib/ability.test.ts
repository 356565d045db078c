import { defineAbilityFor, runIfAllowed, type Action, type Role } from './ability';

describe('abilities per role', () => {
  it.each<[Role, Action, boolean]>([
    ['admin', 'edit', true],
    ['admin', 'delete', true],
    ['manager', 'edit', true],
    ['manager', 'delete', false],
    ['subscriber', 'edit', false],
    ['subscriber', 'delete', false],
  ])('%s may %s a post: %s', (role, action, allowed) => {
    expect(defineAbilityFor(role).can(action, 'Post')).toBe(allowed);
  });
});

describe('a guarded action', () => {
  it('runs when the role allows it', () => {
    const run = jest.fn();
    expect(runIfAllowed(defineAbilityFor('admin'), 'delete', run)).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each<[Role, Action]>([
    ['manager', 'delete'],
    ['subscriber', 'edit'],
    ['subscriber', 'delete'],
  ])('refuses for a %s who may not %s, without running it', (role, action) => {
    const run = jest.fn();
    expect(runIfAllowed(defineAbilityFor(role), action, run)).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });
});
