import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { FloorInput, FloorPatch, ManagedFloor, ManagedFloorResponse } from '@restaurant/shared/contracts';
import { patchVersioned } from '../../../lib/edit-version';
import { MANAGED_FLOORS_PATH, managedFloorsQueryOptions } from './get-managed-floors';

/** `POST /manage/floors`: a new floor, last in the list. */
export function createFloor(input: FloorInput): Promise<ManagedFloor> {
  return postData<ManagedFloorResponse>(MANAGED_FLOORS_PATH, input, { operation: 'generic' });
}

/** `PATCH /manage/floors/{id}` with `If-Match` (the version read): a stale one answers 412 EDIT_CONFLICT. */
export async function updateFloor(floor: ManagedFloor, patch: FloorPatch): Promise<ManagedFloor> {
  const path = `${MANAGED_FLOORS_PATH}/${floor.id}`;
  return (await patchVersioned<ManagedFloor>(path, patch, `"${floor.version}"`, { operation: 'generic' })).record;
}

export type FloorSave =
  | { readonly kind: 'create'; readonly input: FloorInput }
  | { readonly kind: 'update'; readonly floor: ManagedFloor; readonly patch: FloorPatch };

/** Adds, renames or reorders a floor, then reads the plan again. */
export function useSaveFloor(onSaved?: (floor: ManagedFloor) => void) {
  const queryClient = useQueryClient();
  return useMutation<ManagedFloor, ApiError, FloorSave>({
    mutationFn: (save) => (save.kind === 'create' ? createFloor(save.input) : updateFloor(save.floor, save.patch)),
    onSuccess: async (floor) => {
      onSaved?.(floor);
      await queryClient.invalidateQueries({ queryKey: managedFloorsQueryOptions().queryKey });
    },
  });
}
