import type { StaffReservation } from '@restaurant/shared/contracts';
import { allowedMarks } from './marks';

const TODAY = '2026-11-28';
const booking = (status: StaffReservation['status'], reservationDate = TODAY) => ({ status, reservationDate });

describe('allowedMarks', () => {
  it.each([
    ['CONFIRMED', ['seated', 'completed', 'no-show']],
    ['SEATED', ['completed']],
    ['COMPLETED', []],
    ['NO_SHOW', []],
    ['CANCELLED', []],
  ] as const)('offers on a %s booking of today: %j', (status, marks) => {
    expect(allowedMarks(booking(status), TODAY)).toEqual(marks);
  });

  it('offers nothing on a booking of another day, nor before today is known', () => {
    expect(allowedMarks(booking('CONFIRMED', '2026-11-29'), TODAY)).toEqual([]);
    expect(allowedMarks(booking('CONFIRMED', '2026-11-27'), TODAY)).toEqual([]);
    expect(allowedMarks(booking('SEATED', '2026-11-29'), TODAY)).toEqual([]);
    expect(allowedMarks(booking('CONFIRMED'), undefined)).toEqual([]);
  });

  it('offers completing a party seated before midnight, on the days after', () => {
    expect(allowedMarks(booking('SEATED', '2026-11-27'), TODAY)).toEqual(['completed']);
  });
});
