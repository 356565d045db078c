import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getData } from '@restaurant/shared';
import type { AvailabilityQuery, FloorAvailability, FloorAvailabilityResponse } from '@restaurant/shared/contracts';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';

const floorAvailabilityPath = (floorId: number) => `/public/restaurant-table/floors/${floorId}/availability`;

export function getFloorAvailability(
  floorId: number,
  query: AvailabilityQuery,
  signal?: AbortSignal,
): Promise<FloorAvailability> {
  return getData<FloorAvailabilityResponse>(floorAvailabilityPath(floorId), {
    operation: 'availability',
    params: query,
    signal,
  });
}

/**
 * Availability of one floor for one slot; nothing is fetched until both are known. Bookings by other diners change
 * it at any moment, so it is never served from cache when the choice changes, and refreshed every minute.
 */
export const floorAvailabilityQueryOptions = (floorId: number | null, query: AvailabilityQuery | null) =>
  queryOptions({
    queryKey: reservationQueryKeys.availability(floorId, query),
    queryFn:
      floorId != null && query != null ? ({ signal }) => getFloorAvailability(floorId, query, signal) : skipToken,
    staleTime: 0,
    refetchInterval: 60_000,
    // The previous slot's answer stays on screen while the next loads, so the plan does not blink at every change
    // of the choice bar (callers show `isPlaceholderData` as "updating").
    placeholderData: keepPreviousData,
  });

export const useFloorAvailability = (floorId: number | null, query: AvailabilityQuery | null) =>
  useQuery(floorAvailabilityQueryOptions(floorId, query));
