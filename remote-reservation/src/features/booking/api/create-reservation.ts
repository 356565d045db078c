import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { CreateReservationBody, Reservation, ReservationResponse } from '@restaurant/shared/contracts';
import { refreshAfterBookingChange, reservationQueryKeys } from '../../../lib/api/reservation-query-keys';

const CREATE_RESERVATION_PATH = '/public/restaurant-table/reservations';

export function createReservation(body: CreateReservationBody): Promise<Reservation> {
  return postData<ReservationResponse>(CREATE_RESERVATION_PATH, body, { operation: 'generic' });
}

/**
 * Books the tables. The answer is the booking itself, kept as its detail; what it changed is refetched: the free
 * tables of its floor that day, that day's suggestions, the diner's lists. A 409 (mostly: someone else took a table
 * meanwhile) means that day's free tables are not what the diner saw either. The form keeps its values because a
 * refetch does not remount it.
 */
export const useCreateReservation = () => {
  const queryClient = useQueryClient();
  return useMutation<Reservation, ApiError, CreateReservationBody>({
    mutationFn: createReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(reservationQueryKeys.reservation(reservation.id), reservation);
      return refreshAfterBookingChange(queryClient, {
        reservationDate: reservation.reservationDate,
        floorId: reservation.floor.id,
      });
    },
    onError: (error, { reservationDate }) =>
      error.status === 409 ? refreshAfterBookingChange(queryClient, { reservationDate }) : undefined,
  });
};
