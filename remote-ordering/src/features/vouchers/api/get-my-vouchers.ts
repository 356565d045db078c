import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { MyVouchersResponse, VouchersQuery } from '@restaurant/shared/contracts';

const MY_VOUCHERS_PATH = '/voucher/vouchers';

export type MyVoucherPage = MyVouchersResponse['data'];

export function getMyVouchers(params: VouchersQuery, signal?: AbortSignal): Promise<MyVoucherPage> {
  return getData<MyVouchersResponse>(MY_VOUCHERS_PATH, { operation: 'vouchers', params, signal });
}

export const myVouchersQueryOptions = (params: VouchersQuery) =>
  queryOptions<MyVoucherPage, ApiError>({
    queryKey: ['ordering', 'my-vouchers', params],
    queryFn: ({ signal }) => getMyVouchers(params, signal),
  });

/** Only asked for when the diner is signed in: the route needs a token. */
export function useMyVouchers(params: VouchersQuery, enabled: boolean) {
  return useQuery({ ...myVouchersQueryOptions(params), enabled });
}
