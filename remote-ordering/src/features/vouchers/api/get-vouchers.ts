import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { VouchersQuery, VouchersResponse } from '@restaurant/shared/contracts';

export type VoucherPage = VouchersResponse['data'];

export async function getVouchers(params: VouchersQuery): Promise<VoucherPage> {
  try {
    const response = await apiClient.get<VouchersResponse>('/public/voucher/getVouchers', { params });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.vouchers);
  }
}

export const vouchersQueryOptions = (params: VouchersQuery) =>
  queryOptions<VoucherPage, ApiError>({
    queryKey: ['ordering', 'vouchers', params],
    queryFn: () => getVouchers(params),
    staleTime: 60_000,
  });

export function useVouchers(params: VouchersQuery) {
  return useQuery({ ...vouchersQueryOptions(params), placeholderData: keepPreviousData });
}
