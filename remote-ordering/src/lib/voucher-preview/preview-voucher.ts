import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { VoucherPreview, VoucherPreviewBody, VoucherPreviewResponse } from '@restaurant/shared/contracts';

const VOUCHER_PREVIEW_PATH = '/vouchers/preview';

/** Every voucher preview's key starts so: an order refused for its voucher asks them all again. */
export const VOUCHER_PREVIEW_KEY_ROOT = ['ordering', 'voucher-preview'] as const;

export function previewVoucher(body: VoucherPreviewBody, signal?: AbortSignal): Promise<VoucherPreview> {
  return postData<VoucherPreviewResponse>(VOUCHER_PREVIEW_PATH, body, { operation: 'voucherPreview', signal });
}

/**
 * A read, though sent as POST: what `code` would take off the diner's server cart now. Keyed by the cart's total too,
 * so changing the cart asks again (the minimum order may now be met, or no longer).
 */
export const voucherPreviewQueryOptions = (code: string, cartTotal: number) =>
  queryOptions<VoucherPreview, ApiError>({
    queryKey: [...VOUCHER_PREVIEW_KEY_ROOT, code, cartTotal],
    queryFn: ({ signal }) => previewVoucher({ voucherCode: code }, signal),
  });

export function useVoucherPreview(code: string, cartTotal: number) {
  return useQuery({
    ...voucherPreviewQueryOptions(code, cartTotal),
    enabled: code !== '',
    placeholderData: keepPreviousData,
  });
}
