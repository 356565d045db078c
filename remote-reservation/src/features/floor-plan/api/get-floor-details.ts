import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, READ_MOSTLY_STALE_TIME_MS, toApiError } from '@restaurant/shared';
import type { FloorDetail, FloorDetailResponse } from '@restaurant/shared/contracts';

export async function getFloorDetails(floorId: number, signal?: AbortSignal): Promise<FloorDetail> {
  try {
    const response = await apiClient.get<FloorDetailResponse>(`/public/restaurant-table/floors/${floorId}/details`, {
      signal,
    });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.floorDetails);
  }
}

export const floorDetailsQueryOptions = (floorId: number | null) =>
  queryOptions({
    queryKey: ['reservation', 'floor-details', floorId] as const,
    queryFn: floorId != null ? ({ signal }) => getFloorDetails(floorId, signal) : skipToken,
    staleTime: READ_MOSTLY_STALE_TIME_MS,
  });

export const useFloorDetails = (floorId: number | null) => useQuery(floorDetailsQueryOptions(floorId));
