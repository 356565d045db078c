import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { StaffReservation, StaffReservationResponse, WalkInBody } from '@restaurant/shared/contracts';
import { rememberStaffReservation } from './remember-staff-reservation';

const WALK_INS_PATH = '/staff/walk-ins';

/** Seats a party without a booking at `tableId` from now; 409 when the table is taken, too small, or it is closed. */
export function createWalkIn(body: WalkInBody): Promise<StaffReservation> {
  return postData<StaffReservationResponse>(WALK_INS_PATH, body, { operation: 'generic' });
}

export function useCreateWalkIn(onSeated?: (reservation: StaffReservation) => void) {
  const queryClient = useQueryClient();
  return useMutation<StaffReservation, ApiError, WalkInBody>({
    mutationFn: createWalkIn,
    onSuccess: (reservation) => {
      onSeated?.(reservation);
      return rememberStaffReservation(queryClient, reservation);
    },
  });
}
