import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError } from '@restaurant/shared';
import type { Reservation, ReservationResponse } from '@restaurant/shared/contracts';

export async function cancelReservation(id: number): Promise<Reservation> {
  try {
    const response = await apiClient.post<ReservationResponse>(`/public/restaurant-table/reservations/${id}/cancel`);
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.generic);
  }
}

/** Cancelling frees the tables, so every reservation query (lists, availability, suggestions) is refetched. */
export const useCancelReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(['reservation', 'my-reservations', 'detail', reservation.id], reservation);
      return queryClient.invalidateQueries({ queryKey: ['reservation'] });
    },
  });
};
