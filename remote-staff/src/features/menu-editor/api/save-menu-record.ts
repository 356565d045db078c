import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import { patchVersioned, type Versioned } from '../../../lib/edit-version';
import {
  MENU_EDITOR_ROOT,
  menuListPath,
  menuRecordPath,
  type MenuInputOf,
  type MenuKind,
  type MenuPatchOf,
  type MenuRecordOf,
} from './menu-kinds';

/** `POST /manage/{kind}`: a new category, dish or combo. */
export function createMenuRecord<K extends MenuKind>(kind: K, input: MenuInputOf[K]): Promise<MenuRecordOf[K]> {
  return postData<{ data: MenuRecordOf[K] }>(menuListPath(kind), input, { operation: 'generic' });
}

/** `PATCH /manage/{kind}/{id}` with `If-Match` (when a version was read): a stale one answers 412 EDIT_CONFLICT. */
export function updateMenuRecord<K extends MenuKind>(
  kind: K,
  id: number,
  patch: MenuPatchOf[K],
  etag: string | null,
): Promise<Versioned<MenuRecordOf[K]>> {
  return patchVersioned<MenuRecordOf[K]>(menuRecordPath(kind, id), patch, etag, { operation: 'generic' });
}

export type MenuSave<K extends MenuKind> =
  | { readonly action: 'create'; readonly input: MenuInputOf[K] }
  | { readonly action: 'update'; readonly id: number; readonly patch: MenuPatchOf[K]; readonly etag: string | null };

/** Creates or updates one record of `kind`, then reads the menu editor's lists (and versions) again. */
export function useSaveMenuRecord<K extends MenuKind>(kind: K, onSaved?: (record: MenuRecordOf[K]) => void) {
  const queryClient = useQueryClient();
  return useMutation<MenuRecordOf[K], ApiError, MenuSave<K>>({
    mutationFn: async (save) =>
      save.action === 'create'
        ? createMenuRecord(kind, save.input)
        : (await updateMenuRecord(kind, save.id, save.patch, save.etag)).record,
    onSuccess: async (record) => {
      onSaved?.(record);
      await queryClient.invalidateQueries({ queryKey: MENU_EDITOR_ROOT });
    },
  });
}
