import type { StaffReservation } from '@restaurant/shared/contracts';

/**
 * How far ahead a booking marks its table "booked soon": one hour, four of the booking grid's 15-minute slots. A
 * walk-in is seated for the default 90 minutes unless a booking holds the table first, so within the hour the host
 * knows at a glance the table is spoken for; further off, the table is free to use now.
 */
export const SOON_MINUTES = 60;

export type Occupancy =
  | { readonly status: 'free' }
  | {
      readonly status: 'soon' | 'seated';
      /** The booking that puts the table in this state. */
      readonly booking: { readonly code: string; readonly time: string; readonly partySize: number };
    };

const MINUTE = 60_000;

/**
 * Each table's state now, from the day's bookings: seated while a party marked seated holds it (until the host
 * stand marks it completed, however long it stays); booked soon while a booking not yet seated starts within
 * SOON_MINUTES, or has started and its party has not come yet (its slot still holds the table); free otherwise.
 * Completed, no-show and cancelled bookings hold nothing. A table missing from the map is free.
 */
export function occupancyByTable(bookings: readonly StaffReservation[], now: number): Map<number, Occupancy> {
  const states = new Map<number, Occupancy>();
  const soonUntil = now + SOON_MINUTES * MINUTE;
  // earliest first, so the next party is the one a table shows when two are due within the hour
  const ordered = [...bookings].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  for (const booking of ordered) {
    const facts = { code: booking.code, time: booking.reservationTime, partySize: booking.partySize };
    for (const table of booking.tables) {
      if (booking.status === 'SEATED') {
        states.set(table.id, { status: 'seated', booking: facts });
      } else if (
        booking.status === 'CONFIRMED' &&
        Date.parse(booking.startAt) <= soonUntil &&
        Date.parse(booking.endAt) > now &&
        !states.has(table.id)
      ) {
        states.set(table.id, { status: 'soon', booking: facts });
      }
    }
  }
  return states;
}

/** How many tables of a floor are in each state. */
export function countStates(
  tableIds: readonly number[],
  states: ReadonlyMap<number, Occupancy>,
): Record<Occupancy['status'], number> {
  const counts = { free: 0, soon: 0, seated: 0 };
  for (const id of tableIds) counts[states.get(id)?.status ?? 'free'] += 1;
  return counts;
}
