import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApiRequest, type ApiError } from '@restaurant/shared';
import type { ManagedSettings, ManagedSettingsResponse, SettingsInput } from '@restaurant/shared/contracts';
import { etagOf, type Versioned } from '../../../lib/edit-version';
import { MANAGED_SETTINGS_PATH, managedSettingsQueryOptions } from './get-managed-settings';

/**
 * `PUT /manage/settings` with `If-Match`: a stale version answers 412 EDIT_CONFLICT; a change that would put confirmed
 * bookings outside the hours answers 409 SETTINGS_AFFECT_BOOKINGS unless `confirmAffected`.
 */
export async function saveSettings(input: SettingsInput, etag: string | null): Promise<Versioned<ManagedSettings>> {
  const headers = etag === null ? undefined : { 'If-Match': etag };
  const response = await sendApiRequest<ManagedSettingsResponse>(
    'put',
    MANAGED_SETTINGS_PATH,
    { operation: 'generic', headers },
    input,
  );
  return { record: response.data.data, etag: etagOf(response.headers) };
}

/** Saves, then holds the saved version as the one the page edits. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation<Versioned<ManagedSettings>, ApiError, { input: SettingsInput; etag: string | null }>({
    mutationFn: ({ input, etag }) => saveSettings(input, etag),
    onSuccess: (saved) => queryClient.setQueryData(managedSettingsQueryOptions().queryKey, saved),
  });
}
