import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { Voucher, VoucherDetailResponse } from '@restaurant/shared/contracts';

const voucherPath = (id: number) => `/public/voucher/${id}`;

export function getVoucher(id: number, signal?: AbortSignal): Promise<Voucher> {
  return getData<VoucherDetailResponse>(voucherPath(id), { operation: 'voucherDetail', signal });
}

export const voucherQueryOptions = (id: number) =>
  queryOptions<Voucher, ApiError>({
    queryKey: ['ordering', 'voucher', id],
    queryFn: ({ signal }) => getVoucher(id, signal),
    staleTime: 60_000,
  });

export function useVoucher(id: number) {
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  return useQuery({ ...voucherQueryOptions(validId), enabled: validId > 0 });
}
