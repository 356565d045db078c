import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import type { ManagedSettings } from '@restaurant/shared/contracts';
import { getVersioned, type Versioned } from '../../../lib/edit-version';

export const MANAGED_SETTINGS_PATH = '/manage/settings';

/** The hours, booking rules and closures from today on, and their version (`ETag`), read to edit them. */
export function getManagedSettings(signal?: AbortSignal): Promise<Versioned<ManagedSettings>> {
  return getVersioned<ManagedSettings>(MANAGED_SETTINGS_PATH, { operation: 'generic', signal });
}

export const managedSettingsQueryOptions = () =>
  queryOptions<Versioned<ManagedSettings>, ApiError>({
    queryKey: ['manage', 'settings'],
    queryFn: ({ signal }) => getManagedSettings(signal),
    // The form edits this version: a background refetch must not move it under the manager's hands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useManagedSettings() {
  return useQuery(managedSettingsQueryOptions());
}
