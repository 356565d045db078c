import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError } from '@restaurant/shared';
import type {
  MyReservationsQuery,
  MyReservationsResponse,
  Reservation,
  ReservationWhen,
} from '@restaurant/shared/contracts';

export interface ReservationPage {
  readonly items: Reservation[];
  readonly page: number;
  readonly size: number;
  readonly total: number;
}

export const MY_RESERVATIONS_PAGE_SIZE = 20;

export async function getMyReservations(query: MyReservationsQuery, signal?: AbortSignal): Promise<ReservationPage> {
  try {
    const response = await apiClient.get<MyReservationsResponse>('/public/restaurant-table/reservations/my', {
      params: query,
      signal,
    });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.reservations);
  }
}

/**
 * The signed-in diner's upcoming (soonest first) or past and cancelled (latest first) bookings, split by the API,
 * page by page ("show more"); nothing is asked while signed out.
 */
export const myReservationsQueryOptions = (signedIn: boolean, when: ReservationWhen) =>
  infiniteQueryOptions({
    queryKey: ['reservation', 'my-reservations', when] as const,
    queryFn: signedIn
      ? ({ pageParam, signal }) => getMyReservations({ page: pageParam, size: MY_RESERVATIONS_PAGE_SIZE, when }, signal)
      : skipToken,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export const useMyReservations = (signedIn: boolean, when: ReservationWhen) =>
  useInfiniteQuery(myReservationsQueryOptions(signedIn, when));
