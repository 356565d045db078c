import { addMinutesToClock, formatDay } from '@restaurant/shared';

/** A restaurant day ('YYYY-MM-DD') written out in full, the host stand's heading (Thursday, 11 June). */
export function formatLongDay(isoDate: string, locale: string): string {
  return formatDay(isoDate, locale, { weekday: 'long', day: 'numeric', month: 'long' });
}

/**
 * When a booking ends on the restaurant's clock: its start ('HH:mm') plus its length, so the device's zone plays no
 * part (the API gives the end only as an instant).
 */
export function endClockOf(reservation: { reservationTime: string; startAt: string; endAt: string }): string {
  const minutes = Math.round((Date.parse(reservation.endAt) - Date.parse(reservation.startAt)) / 60_000);
  return addMinutesToClock(reservation.reservationTime, minutes);
}
