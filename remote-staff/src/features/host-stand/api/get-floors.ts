import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, READ_MOSTLY_STALE_TIME_MS, type ApiError } from '@restaurant/shared';
import type { Floor, FloorsResponse } from '@restaurant/shared/contracts';

const FLOORS_PATH = '/public/restaurant-table/floors';

export function getFloors(signal?: AbortSignal): Promise<Floor[]> {
  return getData<FloorsResponse>(FLOORS_PATH, { operation: 'floors', signal });
}

export const floorsQueryOptions = () =>
  queryOptions<Floor[], ApiError>({
    queryKey: ['staff', 'floors'],
    queryFn: ({ signal }) => getFloors(signal),
    staleTime: READ_MOSTLY_STALE_TIME_MS,
  });

/** The restaurant's floors (the plan changes rarely). */
export function useFloors() {
  return useQuery(floorsQueryOptions());
}
