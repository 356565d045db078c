import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { ManagedFloor, ManagedFloorsResponse } from '@restaurant/shared/contracts';

export const MANAGED_FLOORS_PATH = '/manage/floors';

export function getManagedFloors(signal?: AbortSignal): Promise<ManagedFloor[]> {
  return getData<ManagedFloorsResponse>(MANAGED_FLOORS_PATH, { operation: 'generic', signal });
}

/** Every floor in its order with its tables, each with the version its next write names. */
export const managedFloorsQueryOptions = () =>
  queryOptions<ManagedFloor[], ApiError>({
    queryKey: ['manage', 'floors'],
    queryFn: ({ signal }) => getManagedFloors(signal),
  });

export function useManagedFloors() {
  return useQuery(managedFloorsQueryOptions());
}
