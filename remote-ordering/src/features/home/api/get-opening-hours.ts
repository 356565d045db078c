import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, READ_MOSTLY_STALE_TIME_MS, type ApiError } from '@restaurant/shared';
import type { BookingRules, BookingRulesResponse } from '@restaurant/shared/contracts';

// The restaurant's published rules, read by the homepage for its weekly services (its opening hours); the booking
// page (remote-reservation) reads the same endpoint for its slots.
const BOOKING_RULES_PATH = '/public/restaurant-table/booking-rules';

export function getOpeningHours(signal?: AbortSignal): Promise<BookingRules['services']> {
  return getData<BookingRulesResponse>(BOOKING_RULES_PATH, { operation: 'generic', signal }).then(
    (rules) => rules.services,
  );
}

export const openingHoursQueryOptions = () =>
  queryOptions<BookingRules['services'], ApiError>({
    queryKey: ['ordering', 'opening-hours'],
    queryFn: ({ signal }) => getOpeningHours(signal),
    staleTime: READ_MOSTLY_STALE_TIME_MS,
  });

export function useOpeningHours() {
  return useQuery(openingHoursQueryOptions());
}
