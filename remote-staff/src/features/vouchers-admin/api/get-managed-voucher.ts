import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import type { ManagedVoucher } from '@restaurant/shared/contracts';
import { getVersioned, type Versioned } from '../../../lib/edit-version';

export const managedVoucherPath = (id: number) => `/manage/vouchers/${id}`;

/** One voucher and its version (`ETag`), read to edit it. */
export function getManagedVoucher(id: number, signal?: AbortSignal): Promise<Versioned<ManagedVoucher>> {
  return getVersioned<ManagedVoucher>(managedVoucherPath(id), { operation: 'vouchers', signal });
}

export const managedVoucherQueryOptions = (id: number) =>
  queryOptions<Versioned<ManagedVoucher>, ApiError>({
    queryKey: ['manage', 'vouchers', id],
    queryFn: ({ signal }) => getManagedVoucher(id, signal),
    // The form edits this version: a background refetch must not move it under the manager's hands.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useManagedVoucher(id: number | null) {
  return useQuery({ ...managedVoucherQueryOptions(id ?? 0), enabled: id !== null });
}
