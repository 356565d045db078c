import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { ManagedVoucher, ManagedVoucherResponse } from '@restaurant/shared/contracts';
import { managedVoucherPath } from './get-managed-voucher';
import { managedVouchersQueryOptions } from './get-managed-vouchers';

/** `POST /manage/vouchers/{id}/expire`: ends its validity now; past orders keep their discount. */
export function expireVoucher(id: number): Promise<ManagedVoucher> {
  return postData<ManagedVoucherResponse>(`${managedVoucherPath(id)}/expire`, undefined, { operation: 'generic' });
}

export function useExpireVoucher(onExpired?: (voucher: ManagedVoucher) => void) {
  const queryClient = useQueryClient();
  return useMutation<ManagedVoucher, ApiError, number>({
    mutationFn: expireVoucher,
    onSuccess: async (voucher) => {
      onExpired?.(voucher);
      await queryClient.invalidateQueries({ queryKey: managedVouchersQueryOptions().queryKey });
    },
  });
}
