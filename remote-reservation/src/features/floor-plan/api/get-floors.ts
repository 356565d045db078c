import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, READ_MOSTLY_STALE_TIME_MS, toApiError } from '@restaurant/shared';
import type { Floor, FloorsResponse } from '@restaurant/shared/contracts';

export async function getFloors(signal?: AbortSignal): Promise<Floor[]> {
  try {
    const response = await apiClient.get<FloorsResponse>('/public/restaurant-table/floors', { signal });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.floors);
  }
}

export const floorsQueryOptions = () =>
  queryOptions({
    queryKey: ['reservation', 'floors'] as const,
    queryFn: ({ signal }) => getFloors(signal),
    staleTime: READ_MOSTLY_STALE_TIME_MS,
  });

export const useFloors = () => useQuery(floorsQueryOptions());
