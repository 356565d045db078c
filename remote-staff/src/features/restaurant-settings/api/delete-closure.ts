import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApiRequest, type ApiError } from '@restaurant/shared';
import { managedSettingsQueryOptions } from './get-managed-settings';
import { closurePath } from './put-closure';

/** `DELETE /manage/closures/{date}`: the date opens on its weekday's hours again. */
export async function deleteClosure(date: string): Promise<void> {
  await sendApiRequest('delete', closurePath(date), { operation: 'generic' });
}

export function useDeleteClosure() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: deleteClosure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedSettingsQueryOptions().queryKey }),
  });
}
