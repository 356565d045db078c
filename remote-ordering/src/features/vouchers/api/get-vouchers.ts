import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { VouchersQuery, VouchersResponse } from '@restaurant/shared/contracts';

const VOUCHERS_PATH = '/public/voucher/getVouchers';

export type VoucherPage = VouchersResponse['data'];

export function getVouchers(params: VouchersQuery, signal?: AbortSignal): Promise<VoucherPage> {
  return getData<VouchersResponse>(VOUCHERS_PATH, { operation: 'vouchers', params, signal });
}

export const vouchersQueryOptions = (params: VouchersQuery) =>
  queryOptions<VoucherPage, ApiError>({
    queryKey: ['ordering', 'vouchers', params],
    queryFn: ({ signal }) => getVouchers(params, signal),
    staleTime: 60_000,
  });

export function useVouchers(params: VouchersQuery) {
  return useQuery({ ...vouchersQueryOptions(params), placeholderData: keepPreviousData });
}
