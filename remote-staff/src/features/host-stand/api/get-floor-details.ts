import { queryOptions, useQueries } from '@tanstack/react-query';
import { getData, READ_MOSTLY_STALE_TIME_MS, type ApiError } from '@restaurant/shared';
import type { FloorDetail, FloorDetailResponse } from '@restaurant/shared/contracts';

const floorDetailsPath = (floorId: number) => `/public/restaurant-table/floors/${floorId}/details`;

export function getFloorDetails(floorId: number, signal?: AbortSignal): Promise<FloorDetail> {
  return getData<FloorDetailResponse>(floorDetailsPath(floorId), { operation: 'floorDetails', signal });
}

export const floorDetailsQueryOptions = (floorId: number) =>
  queryOptions<FloorDetail, ApiError>({
    queryKey: ['staff', 'floor-details', floorId],
    queryFn: ({ signal }) => getFloorDetails(floorId, signal),
    staleTime: READ_MOSTLY_STALE_TIME_MS,
  });

/** Each floor's tables, read side by side. */
export function useFloorDetails(floorIds: readonly number[]) {
  return useQueries({ queries: floorIds.map((floorId) => floorDetailsQueryOptions(floorId)) });
}
