import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError } from '@restaurant/shared';
import type { CreateReservationBody, Reservation, ReservationResponse } from '@restaurant/shared/contracts';

export async function createReservation(body: CreateReservationBody): Promise<Reservation> {
  try {
    const response = await apiClient.post<ReservationResponse>('/public/restaurant-table/reservations', body);
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.generic);
  }
}

/**
 * Books the tables. Success or a 409 (someone else took a table meanwhile) both change what is free, so every
 * reservation query is refetched; the form keeps its values because it is not remounted by a refetch.
 */
export const useCreateReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reservation'] }),
  });
};
