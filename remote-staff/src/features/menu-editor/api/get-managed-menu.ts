import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import { MENU_EDITOR_ROOT, menuListPath, type MenuKind, type MenuRecordOf } from './menu-kinds';

/** `GET /manage/{categories|foods|combos}`: every record of the kind, retired ones too, in menu order. */
export function getManagedList<K extends MenuKind>(kind: K, signal?: AbortSignal): Promise<MenuRecordOf[K][]> {
  return getData<{ data: MenuRecordOf[K][] }>(menuListPath(kind), {
    operation: kind === 'combos' ? 'combos' : 'foods',
    signal,
  });
}

export const managedListQueryOptions = <K extends MenuKind>(kind: K) =>
  queryOptions<MenuRecordOf[K][], ApiError>({
    queryKey: [...MENU_EDITOR_ROOT, kind],
    queryFn: ({ signal }) => getManagedList(kind, signal),
  });

export function useManagedList<K extends MenuKind>(kind: K) {
  return useQuery(managedListQueryOptions(kind));
}
