import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { ReservationMark, StaffReservation, StaffReservationResponse } from '@restaurant/shared/contracts';
import { rememberStaffReservation } from './remember-staff-reservation';

const markPath = (id: number, mark: ReservationMark) => `/staff/reservations/${id}/${mark}`;

export interface MarkRequest {
  readonly id: number;
  readonly mark: ReservationMark;
}

/** Allowed on the booking's own day only; the API answers 409 with its (translated) message otherwise. */
export function markReservation({ id, mark }: MarkRequest): Promise<StaffReservation> {
  return postData<StaffReservationResponse>(markPath(id, mark), undefined, { operation: 'generic' });
}

/**
 * Marks a booking. The answer replaces it in every cached day, then the day is read again (another device may have
 * marked or seated meanwhile). `onMarked` runs here rather than as a `mutate()` callback: TanStack Query drops those of
 * a caller that unmounted, and the no-show's dialog does as it closes.
 */
export function useMarkReservation(onMarked?: (reservation: StaffReservation, mark: ReservationMark) => void) {
  const queryClient = useQueryClient();
  return useMutation<StaffReservation, ApiError, MarkRequest>({
    mutationFn: markReservation,
    onSuccess: (reservation, { mark }) => {
      onMarked?.(reservation, mark);
      return rememberStaffReservation(queryClient, reservation);
    },
  });
}
