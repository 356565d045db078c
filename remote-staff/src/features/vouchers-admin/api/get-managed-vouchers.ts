import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { ManagedVoucher, ManagedVouchersResponse } from '@restaurant/shared/contracts';

export const MANAGED_VOUCHERS_PATH = '/manage/vouchers';

export function getManagedVouchers(signal?: AbortSignal): Promise<ManagedVoucher[]> {
  return getData<ManagedVouchersResponse>(MANAGED_VOUCHERS_PATH, { operation: 'vouchers', signal });
}

/** Every voucher, listed or code-only, active or not: the manager's table. */
export const managedVouchersQueryOptions = () =>
  queryOptions<ManagedVoucher[], ApiError>({
    queryKey: ['manage', 'vouchers'],
    queryFn: ({ signal }) => getManagedVouchers(signal),
  });

export function useManagedVouchers() {
  return useQuery(managedVouchersQueryOptions());
}
