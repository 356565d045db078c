import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError } from '@restaurant/shared';
import type { Reservation, ReservationResponse } from '@restaurant/shared/contracts';

export async function getReservation(id: number, signal?: AbortSignal): Promise<Reservation> {
  try {
    const response = await apiClient.get<ReservationResponse>(`/public/restaurant-table/reservations/${id}`, { signal });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.reservations);
  }
}

export const reservationQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['reservation', 'my-reservations', 'detail', id] as const,
    queryFn: id != null ? ({ signal }) => getReservation(id, signal) : skipToken,
  });

export const useReservation = (id: number | null) => useQuery(reservationQueryOptions(id));
