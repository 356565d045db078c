import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { ManagedTable, ManagedTableResponse, TableInput, TablePatch } from '@restaurant/shared/contracts';
import { patchVersioned } from '../../../lib/edit-version';
import { MANAGED_FLOORS_PATH, managedFloorsQueryOptions } from './get-managed-floors';

export const managedTablePath = (id: number) => `/manage/tables/${id}`;

/** `POST /manage/floors/{floorId}/tables`: a new table; refused where it would touch another or leave the floor. */
export function createTable(floorId: number, input: TableInput): Promise<ManagedTable> {
  return postData<ManagedTableResponse>(`${MANAGED_FLOORS_PATH}/${floorId}/tables`, input, { operation: 'generic' });
}

/** `PATCH /manage/tables/{id}` with `If-Match` (the version read): a stale one answers 412 EDIT_CONFLICT. */
export async function updateTable(table: ManagedTable, patch: TablePatch): Promise<ManagedTable> {
  const etag = `"${table.version}"`;
  return (await patchVersioned<ManagedTable>(managedTablePath(table.id), patch, etag, { operation: 'generic' })).record;
}

export type TableSave =
  | { readonly kind: 'create'; readonly floorId: number; readonly input: TableInput }
  | { readonly kind: 'update'; readonly table: ManagedTable; readonly patch: TablePatch };

/** Adds, moves or edits a table, then reads the plan again (whether it was saved or refused). */
export function useSaveTable(onSaved?: (table: ManagedTable) => void) {
  const queryClient = useQueryClient();
  return useMutation<ManagedTable, ApiError, TableSave>({
    mutationFn: (save) =>
      save.kind === 'create' ? createTable(save.floorId, save.input) : updateTable(save.table, save.patch),
    onSuccess: (table) => onSaved?.(table),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedFloorsQueryOptions().queryKey }),
  });
}
