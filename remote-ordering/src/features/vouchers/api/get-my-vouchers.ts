import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { MyVouchersResponse, VouchersQuery } from '@restaurant/shared/contracts';

export type MyVoucherPage = MyVouchersResponse['data'];

export async function getMyVouchers(params: VouchersQuery): Promise<MyVoucherPage> {
  try {
    const response = await apiClient.get<MyVouchersResponse>('/voucher/vouchers', { params });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.vouchers);
  }
}

export const myVouchersQueryOptions = (params: VouchersQuery) =>
  queryOptions<MyVoucherPage, ApiError>({
    queryKey: ['ordering', 'my-vouchers', params],
    queryFn: () => getMyVouchers(params),
  });

/** Only asked for when the diner is signed in: the route needs a token. */
export function useMyVouchers(params: VouchersQuery, enabled: boolean) {
  return useQuery({ ...myVouchersQueryOptions(params), enabled });
}
