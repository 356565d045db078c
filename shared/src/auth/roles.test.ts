import { hasRole } from './roles';

describe('hasRole', () => {
  it('counts a manager as staff, and staff as no manager', () => {
    expect(hasRole('manager', 'staff')).toBe(true);
    expect(hasRole('manager', 'manager')).toBe(true);
    expect(hasRole('staff', 'staff')).toBe(true);
    expect(hasRole('staff', 'manager')).toBe(false);
    expect(hasRole('diner', 'staff')).toBe(false);
    expect(hasRole(null, 'diner')).toBe(false);
  });
});
