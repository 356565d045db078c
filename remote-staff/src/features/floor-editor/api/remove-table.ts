import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responseBodyOf, sendApiRequest, type ApiError } from '@restaurant/shared';
import type { ErrorResponse, ManagedTable } from '@restaurant/shared/contracts';
import { managedFloorsQueryOptions } from './get-managed-floors';
import { managedTablePath } from './save-table';

/** `DELETE /manage/tables/{id}` with `If-Match`: refused (409) while the table has bookings still to come. */
export async function removeTable(table: ManagedTable): Promise<void> {
  await sendApiRequest<null>('delete', managedTablePath(table.id), {
    operation: 'generic',
    headers: { 'If-Match': `"${table.version}"` },
  });
}

/** The bookings a refused removal named (booking code, then date, time and party size). */
export function bookingsInTheWay(error: unknown): ReadonlyArray<{ path: string; message: string }> {
  const body = responseBodyOf(error) as Pick<ErrorResponse, 'details'> | null;
  return body?.details ?? [];
}

export function useRemoveTable(onRemoved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, ManagedTable>({
    mutationFn: removeTable,
    onSuccess: () => onRemoved?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: managedFloorsQueryOptions().queryKey }),
  });
}
