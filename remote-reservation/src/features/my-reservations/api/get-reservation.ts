import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getData } from '@restaurant/shared';
import type { Reservation, ReservationResponse } from '@restaurant/shared/contracts';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';

const reservationPath = (id: number) => `/public/restaurant-table/reservations/${id}`;

export function getReservation(id: number, signal?: AbortSignal): Promise<Reservation> {
  return getData<ReservationResponse>(reservationPath(id), { operation: 'reservations', signal });
}

export const reservationQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: reservationQueryKeys.reservation(id),
    queryFn: id != null ? ({ signal }) => getReservation(id, signal) : skipToken,
  });

export const useReservation = (id: number | null) => useQuery(reservationQueryOptions(id));
