import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, READ_MOSTLY_STALE_TIME_MS } from '@restaurant/shared';
import type { BookingRules, BookingRulesResponse } from '@restaurant/shared/contracts';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';
import { reservationRules, type ReservationRules } from '../config/reservation-rules';

const BOOKING_RULES_PATH = '/public/restaurant-table/booking-rules';

export function getBookingRules(signal?: AbortSignal): Promise<BookingRules> {
  return getData<BookingRulesResponse>(BOOKING_RULES_PATH, { operation: 'generic', signal });
}

/** The API's published rules (hours per weekday, 0 = Sunday, null = closed) in the shape the slot grid works with. */
export function toReservationRules(rules: BookingRules): ReservationRules {
  return {
    timeZone: rules.timeZone,
    openingHours: rules.openingHours,
    services: rules.services,
    specialDays: Object.fromEntries(rules.specialDays.map((day) => [day.date, day.services])),
    slotMinutes: rules.slotMinutes,
    duration: {
      min: rules.minDurationMinutes,
      max: rules.maxDurationMinutes,
      default: rules.defaultDurationMinutes,
      step: rules.slotMinutes,
      byGuests: [...rules.durations].sort((a, b) => a.fromGuests - b.fromGuests),
    },
    bookingWindowDays: rules.bookingWindowDays,
    guests: { min: rules.minGuests, max: rules.maxGuests, default: reservationRules.guests.default },
    cancellationCutoffMinutes: rules.cancellationCutoffMinutes,
    maxTablesPerBooking: rules.maxTablesPerBooking,
    preferredTime: reservationRules.preferredTime,
  };
}

export const bookingRulesQueryOptions = () =>
  queryOptions({
    queryKey: reservationQueryKeys.bookingRules(),
    queryFn: async ({ signal }) => toReservationRules(await getBookingRules(signal)),
    staleTime: READ_MOSTLY_STALE_TIME_MS,
  });

/**
 * The booking rules the API enforces. Until they arrive (or if that call fails) the client copy answers, so the
 * choice bar never waits on them; the API re-checks every booking anyway.
 */
export function useBookingRules(): ReservationRules {
  const query = useQuery(bookingRulesQueryOptions());
  return query.data ?? reservationRules;
}
