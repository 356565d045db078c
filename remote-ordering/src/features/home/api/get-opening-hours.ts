import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, READ_MOSTLY_STALE_TIME_MS, type ApiError } from '@restaurant/shared';
import type { BookingRules, BookingRulesResponse } from '@restaurant/shared/contracts';

// The restaurant's published rules, read by the homepage for its weekly services (its opening hours) and its address
// and telephone; the booking page (remote-reservation) reads the same endpoint for its slots.
const BOOKING_RULES_PATH = '/public/restaurant-table/booking-rules';

/** What the homepage shows of the published rules. */
export type PublishedRestaurant = Pick<BookingRules, 'services' | 'contact'>;

export function getPublishedRestaurant(signal?: AbortSignal): Promise<PublishedRestaurant> {
  return getData<BookingRulesResponse>(BOOKING_RULES_PATH, { operation: 'generic', signal }).then((rules) => ({
    services: rules.services,
    // an API from before the contact existed has none
    contact: rules.contact ?? null,
  }));
}

export const publishedRestaurantQueryOptions = () =>
  queryOptions<PublishedRestaurant, ApiError>({
    queryKey: ['ordering', 'published-restaurant'],
    queryFn: ({ signal }) => getPublishedRestaurant(signal),
    staleTime: READ_MOSTLY_STALE_TIME_MS,
  });

/** The weekly services (index 0 = Sunday). */
export function useOpeningHours() {
  return useQuery({ ...publishedRestaurantQueryOptions(), select: (restaurant) => restaurant.services });
}

/** The address and telephone the manager set; null when none is. One request with `useOpeningHours`. */
export function useRestaurantContact() {
  return useQuery({ ...publishedRestaurantQueryOptions(), select: (restaurant) => restaurant.contact });
}
