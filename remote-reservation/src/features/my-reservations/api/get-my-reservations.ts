import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { getData } from '@restaurant/shared';
import type {
  MyReservationsQuery,
  MyReservationsResponse,
  Reservation,
  ReservationWhen,
} from '@restaurant/shared/contracts';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';

const MY_RESERVATIONS_PATH = '/public/restaurant-table/reservations/my';

export interface ReservationPage {
  readonly items: Reservation[];
  readonly page: number;
  readonly size: number;
  readonly total: number;
}

export const MY_RESERVATIONS_PAGE_SIZE = 20;

export function getMyReservations(query: MyReservationsQuery, signal?: AbortSignal): Promise<ReservationPage> {
  return getData<MyReservationsResponse>(MY_RESERVATIONS_PATH, { operation: 'reservations', params: query, signal });
}

/**
 * The signed-in diner's upcoming (soonest first) or past and cancelled (latest first) bookings, split by the API,
 * page by page ("show more"); nothing is asked while signed out.
 */
export const myReservationsQueryOptions = (signedIn: boolean, when: ReservationWhen) =>
  infiniteQueryOptions({
    queryKey: reservationQueryKeys.myReservations(when),
    queryFn: signedIn
      ? ({ pageParam, signal }) => getMyReservations({ page: pageParam, size: MY_RESERVATIONS_PAGE_SIZE, when }, signal)
      : skipToken,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export const useMyReservations = (signedIn: boolean, when: ReservationWhen) =>
  useInfiniteQuery(myReservationsQueryOptions(signedIn, when));
