import { createEvent, type DateArray } from 'ics';
import type { RestaurantProfile } from '../business-rules';
import type { Locale } from '../i18n/locale';
import { mailText } from '../i18n/mail-texts';
import type { BookingMail } from './mail-model';

/** `[y, m, d, h, min]` of an instant in UTC, as `ics` takes it with `inputType: 'utc'`. */
function utcParts(iso: string): DateArray {
  const at = new Date(iso);
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
}

/**
 * The booking as an iCalendar file. Start and end are written as UTC instants (`DTSTART:20261207T120000Z`): `ics`
 * writes no VTIMEZONE, and an instant is exact in every zone, so a diner's calendar shows 19:00 in Hà Nội whatever
 * its own zone. A cancellation is the same event (same UID) with a higher SEQUENCE, CANCELLED, sent as
 * METHOD:CANCEL, so the calendar that imported the confirmation removes it.
 */
export function bookingCalendar(options: {
  booking: BookingMail;
  cancelled: boolean;
  locale: Locale;
  restaurant: RestaurantProfile;
  organizerEmail: string;
  /** where the event links to, and whose host names its UID */
  link: string;
}): string {
  const { booking, cancelled, locale, restaurant } = options;
  const { value, error } = createEvent({
    uid: `reservation-${booking.reservationId}@${new URL(options.link).hostname}`,
    sequence: cancelled ? 1 : 0,
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: `-//${restaurant.name}//bookings//EN`,
    start: utcParts(booking.startAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(booking.endAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: mailText('calendarTitle', locale, {
      restaurant: restaurant.name,
      guests: booking.guests,
      code: booking.code,
    }),
    description: [
      `${mailText('reference', locale)}: ${booking.code}`,
      `${mailText('bookingGuests', locale)}: ${booking.guests}`,
      `${mailText('bookingTables', locale)}: ${booking.tables.join(', ')} (${booking.floorName})`,
    ].join('\n'),
    location: `${restaurant.name}, ${restaurant.address}`,
    url: options.link,
    organizer: { name: restaurant.name, email: options.organizerEmail },
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}
