import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { ManagedVoucher, ManagedVoucherResponse, VoucherInput, VoucherPatch } from '@restaurant/shared/contracts';
import { patchVersioned } from '../../../lib/edit-version';
import { managedVoucherPath } from './get-managed-voucher';
import { MANAGED_VOUCHERS_PATH, managedVouchersQueryOptions } from './get-managed-vouchers';

/** `POST /manage/vouchers`: a new voucher. */
export function createVoucher(input: VoucherInput): Promise<ManagedVoucher> {
  return postData<ManagedVoucherResponse>(MANAGED_VOUCHERS_PATH, input, { operation: 'generic' });
}

/** `PATCH /manage/vouchers/{id}` with `If-Match`: a stale version answers 412 EDIT_CONFLICT. */
export async function updateVoucher(id: number, patch: VoucherPatch, etag: string | null): Promise<ManagedVoucher> {
  return (await patchVersioned<ManagedVoucher>(managedVoucherPath(id), patch, etag, { operation: 'generic' })).record;
}

export type VoucherSave =
  | { readonly kind: 'create'; readonly input: VoucherInput }
  | { readonly kind: 'update'; readonly id: number; readonly patch: VoucherPatch; readonly etag: string | null };

/** Creates or updates, then reads the list (and that voucher's version) again. */
export function useSaveVoucher(onSaved?: (voucher: ManagedVoucher) => void) {
  const queryClient = useQueryClient();
  return useMutation<ManagedVoucher, ApiError, VoucherSave>({
    mutationFn: (save) =>
      save.kind === 'create' ? createVoucher(save.input) : updateVoucher(save.id, save.patch, save.etag),
    onSuccess: async (voucher) => {
      onSaved?.(voucher);
      await queryClient.invalidateQueries({ queryKey: managedVouchersQueryOptions().queryKey });
    },
  });
}
