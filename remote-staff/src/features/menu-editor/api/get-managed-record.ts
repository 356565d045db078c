import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { getVersioned, type Versioned } from '../../../lib/edit-version';
import { MENU_EDITOR_ROOT, menuRecordPath, type MenuKind, type MenuRecordOf } from './menu-kinds';

/** `GET /manage/{kind}/{id}`: one record and its version (`ETag`), read to edit it. */
export function getManagedRecord<K extends MenuKind>(
  kind: K,
  id: number,
  signal?: AbortSignal,
): Promise<Versioned<MenuRecordOf[K]>> {
  return getVersioned<MenuRecordOf[K]>(menuRecordPath(kind, id), { operation: 'generic', signal });
}

export const managedRecordQueryOptions = <K extends MenuKind>(kind: K, id: number) =>
  queryOptions<Versioned<MenuRecordOf[K]>, ApiError>({
    queryKey: [...MENU_EDITOR_ROOT, kind, id],
    queryFn: ({ signal }) => getManagedRecord(kind, id, signal),
    // The form edits this version: a background refetch must not move it under the manager's hands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useManagedRecord<K extends MenuKind>(kind: K, id: number) {
  return useQuery(managedRecordQueryOptions(kind, id));
}
