import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { MyOrdersQuery, MyOrdersResponse } from '@restaurant/shared/contracts';
import { orderQueryKeys } from '../../../lib/api/order-query-keys';

const MY_ORDERS_PATH = '/orders/my';

export const MY_ORDERS_PAGE_SIZE = 10;

export type OrderPage = MyOrdersResponse['data'];

export function getMyOrders(query: MyOrdersQuery, signal?: AbortSignal): Promise<OrderPage> {
  return getData<MyOrdersResponse>(MY_ORDERS_PATH, { operation: 'orders', params: query, signal });
}

export const myOrdersQueryOptions = (page: number, size: number = MY_ORDERS_PAGE_SIZE) =>
  queryOptions<OrderPage, ApiError>({
    queryKey: orderQueryKeys.myOrders(page, size),
    queryFn: ({ signal }) => getMyOrders({ page, size }, signal),
  });

/** The signed-in diner's orders, newest first, one page at a time (the previous page stays while the next loads). */
export function useMyOrders(signedIn: boolean, page: number) {
  return useQuery({ ...myOrdersQueryOptions(page), enabled: signedIn, placeholderData: keepPreviousData });
}
