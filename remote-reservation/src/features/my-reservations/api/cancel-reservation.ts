import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData } from '@restaurant/shared';
import type { Reservation, ReservationResponse } from '@restaurant/shared/contracts';
import { refreshAfterBookingChange, reservationQueryKeys } from '../../../lib/api/reservation-query-keys';

const cancelReservationPath = (id: number) => `/public/restaurant-table/reservations/${id}/cancel`;

export function cancelReservation(id: number): Promise<Reservation> {
  return postData<ReservationResponse>(cancelReservationPath(id), undefined, { operation: 'generic' });
}

/**
 * Cancelling frees the tables: the answer becomes the booking's detail, and what it changed (that floor's free tables
 * that day, that day's suggestions, the diner's lists) is refetched.
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
      queryClient.setQueryData(reservationQueryKeys.reservation(reservation.id), reservation);
      return refreshAfterBookingChange(queryClient, {
        reservationDate: reservation.reservationDate,
        floorId: reservation.floor.id,
      });
    },
  });
};
