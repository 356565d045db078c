import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { MENU_EDITOR_ROOT, type MenuKind, type MenuRecord } from './menu-kinds';
import { updateMenuRecord } from './save-menu-record';

export interface MenuMove {
  readonly kind: MenuKind;
  readonly id: number;
  /** The place it takes: the position of the record it moves past (the API shifts the others). */
  readonly position: number;
}

/**
 * `PATCH /manage/{kind}/{id}` with `{ position }` only, without `If-Match`: a move changes no text another manager
 * may be editing, so it does not refuse their version (the contract allows a write without `If-Match`).
 */
export function useMoveMenuRecord(onMoved?: (move: MenuMove) => void) {
  const queryClient = useQueryClient();
  return useMutation<MenuRecord, ApiError, MenuMove>({
    mutationFn: async ({ kind, id, position }) => (await updateMenuRecord(kind, id, { position }, null)).record,
    onSuccess: async (_record, move) => {
      onMoved?.(move);
      await queryClient.invalidateQueries({ queryKey: MENU_EDITOR_ROOT });
    },
  });
}
