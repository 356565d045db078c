import { fromRestaurantInput, toRestaurantInput } from './restaurant-datetime';

describe('the restaurant’s wall clock in datetime-local fields', () => {
  it('reads an instant on the restaurant’s clock (UTC+7) and back', () => {
    expect(toRestaurantInput('2026-12-24T11:30:00.000Z')).toBe('2026-12-24T18:30');
    expect(fromRestaurantInput('2026-12-24T18:30')).toBe('2026-12-24T11:30:00.000Z');
    expect(toRestaurantInput('2026-12-31T20:00:00.000Z')).toBe('2027-01-01T03:00');
  });

  it('refuses what is not a date and time', () => {
    expect(fromRestaurantInput('')).toBeNull();
    expect(fromRestaurantInput('2026-13-45T99:00')).toBeNull();
    expect(toRestaurantInput('nope')).toBe('');
  });
});
