import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { Voucher, VoucherDetailResponse } from '@restaurant/shared/contracts';

export async function getVoucher(id: number): Promise<Voucher> {
  try {
    const response = await apiClient.get<VoucherDetailResponse>(`/public/voucher/${id}`);
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.voucherDetail);
  }
}

export const voucherQueryOptions = (id: number) =>
  queryOptions<Voucher, ApiError>({
    queryKey: ['ordering', 'voucher', id],
    queryFn: () => getVoucher(id),
    staleTime: 60_000,
  });

export function useVoucher(id: number) {
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  return useQuery({ ...voucherQueryOptions(validId), enabled: validId > 0 });
}
