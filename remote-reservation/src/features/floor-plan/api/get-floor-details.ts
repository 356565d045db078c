import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getData, READ_MOSTLY_STALE_TIME_MS } from '@restaurant/shared';
import type { FloorDetail, FloorDetailResponse } from '@restaurant/shared/contracts';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';

const floorDetailsPath = (floorId: number) => `/public/restaurant-table/floors/${floorId}/details`;

export function getFloorDetails(floorId: number, signal?: AbortSignal): Promise<FloorDetail> {
  return getData<FloorDetailResponse>(floorDetailsPath(floorId), { operation: 'floorDetails', signal });
}

export const floorDetailsQueryOptions = (floorId: number | null) =>
  queryOptions({
    queryKey: reservationQueryKeys.floorDetails(floorId),
    queryFn: floorId != null ? ({ signal }) => getFloorDetails(floorId, signal) : skipToken,
    staleTime: READ_MOSTLY_STALE_TIME_MS,
  });

export const useFloorDetails = (floorId: number | null) => useQuery(floorDetailsQueryOptions(floorId));
