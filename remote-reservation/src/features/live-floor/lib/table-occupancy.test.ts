import type { StaffReservationStatus } from '@restaurant/shared/contracts';
import { aStaffBooking } from '../../../testing/staff-bookings';
import { countStates, occupancyByTable, SOON_MINUTES } from './table-occupancy';

const NOW = Date.parse('2026-06-11T11:00:00.000Z');
const MINUTE = 60_000;

/** A booking of `tableIds` starting `startsIn` minutes from NOW, for 90 minutes. */
const booking = (
  id: number,
  tableIds: number[],
  startsIn: number,
  status: StaffReservationStatus = 'CONFIRMED',
  partySize = 2,
) => aStaffBooking(id, tableIds, NOW + startsIn * MINUTE, status, partySize);

describe('each table’s state now, from the day’s bookings', () => {
  it('is booked soon from an hour before its booking starts, and until its slot ends while the party is not there', () => {
    const states = occupancyByTable(
      [booking(1, [1], SOON_MINUTES), booking(2, [2], SOON_MINUTES + 1), booking(3, [3], -30), booking(4, [4], -90)],
      NOW,
    );
    expect(states.get(1)).toEqual({ status: 'soon', booking: { code: 'BK-1', time: '19:00', partySize: 2 } });
    // more than an hour off: the table can be used now
    expect(states.has(2)).toBe(false);
    // started half an hour ago, nobody seated yet: the slot still holds the table
    expect(states.get(3)?.status).toBe('soon');
    // its slot is over
    expect(states.has(4)).toBe(false);
  });

  it('is seated while a party marked seated holds it, whatever its times, and shows that party', () => {
    const states = occupancyByTable([booking(1, [1, 2], -200, 'SEATED', 6), booking(2, [1], 20, 'CONFIRMED', 2)], NOW);
    expect(states.get(1)).toEqual({ status: 'seated', booking: { code: 'BK-1', time: '14:40', partySize: 6 } });
    expect(states.get(2)?.status).toBe('seated');
  });

  it('is free after a completed visit, a no-show or a cancellation, and shows the earliest of two parties due', () => {
    const states = occupancyByTable(
      [
        booking(1, [1], -10, 'COMPLETED'),
        booking(2, [2], 10, 'NO_SHOW'),
        booking(3, [3], 10, 'CANCELLED'),
        booking(5, [5], 45),
        booking(4, [5], 15),
      ],
      NOW,
    );
    expect([states.has(1), states.has(2), states.has(3)]).toEqual([false, false, false]);
    expect(states.get(5)).toMatchObject({ status: 'soon', booking: { code: 'BK-4' } });
  });

  it('turns booked soon as the clock moves on, with no new read', () => {
    const bookings = [booking(1, [1], 90)];
    expect(occupancyByTable(bookings, NOW).has(1)).toBe(false);
    expect(occupancyByTable(bookings, NOW + 30 * MINUTE).get(1)?.status).toBe('soon');
  });

  it('counts a floor’s tables in each state', () => {
    const states = occupancyByTable([booking(1, [1], 10), booking(2, [2], -5, 'SEATED'), booking(3, [9], 5)], NOW);
    expect(countStates([1, 2, 3, 4], states)).toEqual({ free: 2, soon: 1, seated: 1 });
  });
});
