import type { Reservation } from '@restaurant/shared/contracts';

/** Upcoming: confirmed and not yet over, soonest first. Past: over or cancelled, latest first. */
export function splitReservations(reservations: readonly Reservation[], now: Date) {
  const upcoming: Reservation[] = [];
  const past: Reservation[] = [];
  for (const reservation of reservations) {
    if (reservation.status === 'CONFIRMED' && new Date(reservation.endAt).getTime() > now.getTime()) {
      upcoming.push(reservation);
    } else {
      past.push(reservation);
    }
  }
  upcoming.sort((a, b) => a.startAt.localeCompare(b.startAt));
  past.sort((a, b) => b.startAt.localeCompare(a.startAt));
  return { upcoming, past };
}
