import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, READ_MOSTLY_STALE_TIME_MS } from '@restaurant/shared';
import type { Floor, FloorsResponse } from '@restaurant/shared/contracts';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';

const FLOORS_PATH = '/public/restaurant-table/floors';

export function getFloors(signal?: AbortSignal): Promise<Floor[]> {
  return getData<FloorsResponse>(FLOORS_PATH, { operation: 'floors', signal });
}

export const floorsQueryOptions = () =>
  queryOptions({
    queryKey: reservationQueryKeys.floors(),
    queryFn: ({ signal }) => getFloors(signal),
    staleTime: READ_MOSTLY_STALE_TIME_MS,
  });

export const useFloors = () => useQuery(floorsQueryOptions());
