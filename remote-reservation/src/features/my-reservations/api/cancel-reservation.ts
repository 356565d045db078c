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

/**
 * Cancelling frees the tables, so every reservation query (lists, availability, suggestions) is refetched.
 * `onCancelled` runs here, before that refetch, not as a callback given to `mutate()`: the refetch moves the booking
 * from the upcoming list to the past one, which unmounts the button that asked, and TanStack Query drops the
 * `mutate()` callbacks of an unmounted caller (the "cancelled" confirmation never showed).
 */
export const useCancelReservation = (onCancelled?: (reservation: Reservation) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSuccess: (reservation) => {
      onCancelled?.(reservation);
      queryClient.setQueryData(['reservation', 'my-reservations', 'detail', reservation.id], reservation);
      return queryClient.invalidateQueries({ queryKey: ['reservation'] });
    },
  });
};
