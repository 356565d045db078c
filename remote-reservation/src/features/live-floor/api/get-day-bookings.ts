import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { StaffReservation, StaffReservationsResponse } from '@restaurant/shared/contracts';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';

export const STAFF_RESERVATIONS_PATH = '/staff/reservations';

/** How often the floor reads the bookings again while its live stream is not open (`useFloorEvents`). */
export const FLOOR_POLL_MS = 10_000;

/** `GET /staff/reservations`: today's bookings (the restaurant's today: the API decides), every status. */
export async function getDayBookings(signal?: AbortSignal): Promise<StaffReservation[]> {
  return (await getData<StaffReservationsResponse>(STAFF_RESERVATIONS_PATH, { operation: 'reservations', signal }))
    .items;
}

export const dayBookingsQueryOptions = () =>
  queryOptions<StaffReservation[], ApiError>({
    queryKey: reservationQueryKeys.liveFloor(),
    queryFn: ({ signal }) => getDayBookings(signal),
  });

/** Today's bookings: read once, then again on every push; polled only while the stream is not open. */
export function useDayBookings(live: boolean) {
  return useQuery({ ...dayBookingsQueryOptions(), refetchInterval: live ? false : FLOOR_POLL_MS });
}
