import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { MENU_EDITOR_ROOT, type MenuKind, type MenuRecord } from './menu-kinds';
import { updateMenuRecord } from './save-menu-record';

export interface MenuRetire {
  readonly kind: MenuKind;
  readonly id: number;
  readonly retired: boolean;
}

/**
 * `PATCH /manage/{kind}/{id}` with `{ retired }` only, from the list: off the menu or back on it (nothing is ever
 * deleted: past orders still show it). Like a move, it names no version: it changes no text another manager may be
 * editing.
 */
export function useRetireMenuRecord(onDone?: (record: MenuRecord) => void) {
  const queryClient = useQueryClient();
  return useMutation<MenuRecord, ApiError, MenuRetire>({
    mutationFn: async ({ kind, id, retired }) => (await updateMenuRecord(kind, id, { retired }, null)).record,
    onSuccess: async (record) => {
      onDone?.(record);
      await queryClient.invalidateQueries({ queryKey: MENU_EDITOR_ROOT });
    },
  });
}
