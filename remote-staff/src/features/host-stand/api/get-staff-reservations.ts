import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { StaffReservationsQuery, StaffReservationsResponse } from '@restaurant/shared/contracts';

const STAFF_RESERVATIONS_PATH = '/staff/reservations';

export type StaffDay = StaffReservationsResponse['data'];

export function getStaffReservations(query: StaffReservationsQuery, signal?: AbortSignal): Promise<StaffDay> {
  return getData<StaffReservationsResponse>(STAFF_RESERVATIONS_PATH, {
    operation: 'reservations',
    params: query,
    signal,
  });
}

/** Every day and search of the host stand: what a mark or a walk-in refreshes. */
export const staffReservationsRoot = ['staff', 'reservations'] as const;

/** `query` without `date`: today on the restaurant's clock (the API answers which day that is). */
export const staffReservationsQueryOptions = (query: StaffReservationsQuery = {}) =>
  queryOptions<StaffDay, ApiError>({
    queryKey: [...staffReservationsRoot, query],
    queryFn: ({ signal }) => getStaffReservations(query, signal),
  });

/** A day's bookings in time order; the previous answer stays on screen while another day or search loads. */
export function useStaffReservations(query: StaffReservationsQuery) {
  return useQuery({ ...staffReservationsQueryOptions(query), placeholderData: keepPreviousData });
}

/**
 * Today's date on the restaurant's clock, as the API tells it (its answer without a date), so the page never trusts
 * the device's own zone. On today's page it is the same query as the list, so no second request.
 */
export function useRestaurantToday(): string | undefined {
  return useQuery({ ...staffReservationsQueryOptions(), select: (day) => day.date }).data;
}
