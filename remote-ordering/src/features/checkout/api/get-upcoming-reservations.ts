import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { MyReservationsResponse, Reservation } from '@restaurant/shared/contracts';

// The reservation remote's endpoint, read here on its own (remotes never import each other): a dine-in order is
// attached to one of the diner's upcoming bookings.
const MY_RESERVATIONS_PATH = '/public/restaurant-table/reservations/my';

/** A diner holds only a few upcoming bookings (the API caps them), so one page holds them all. */
const UPCOMING_PAGE_SIZE = 20;

export async function getUpcomingReservations(signal?: AbortSignal): Promise<Reservation[]> {
  const page = await getData<MyReservationsResponse>(MY_RESERVATIONS_PATH, {
    operation: 'reservations',
    params: { page: 1, size: UPCOMING_PAGE_SIZE, when: 'upcoming' },
    signal,
  });
  return page.items.filter((reservation) => reservation.status === 'CONFIRMED');
}

export const upcomingReservationsQueryOptions = () =>
  queryOptions<Reservation[], ApiError>({
    queryKey: ['ordering', 'upcoming-reservations'],
    queryFn: ({ signal }) => getUpcomingReservations(signal),
  });

export function useUpcomingReservations(enabled: boolean) {
  return useQuery({ ...upcomingReservationsQueryOptions(), enabled });
}
