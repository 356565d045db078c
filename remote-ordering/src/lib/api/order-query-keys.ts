import type { QueryClient } from '@tanstack/react-query';
import { myCartQueryOptions } from '@restaurant/shared';
import type { Order } from '@restaurant/shared/contracts';

/**
 * The orders' query keys, in one place because a write in one feature changes queries of another: placing an order
 * (checkout) empties the cart and adds to "my orders" (orders); cancelling changes the order and the list.
 */
export const orderQueryKeys = {
  myOrdersRoot: () => ['ordering', 'my-orders'] as const,
  myOrders: (page: number, size: number) => [...orderQueryKeys.myOrdersRoot(), { page, size }] as const,
  order: (id: number) => ['ordering', 'order', id] as const,
};

/** Keeps the order the API answered as the order shown, and refreshes the lists that now miss or misstate it. */
export async function rememberOrder(queryClient: QueryClient, order: Order): Promise<void> {
  queryClient.setQueryData(orderQueryKeys.order(order.id), order);
  await queryClient.invalidateQueries({ queryKey: orderQueryKeys.myOrdersRoot() });
}

/**
 * After an order is placed: the order itself (the confirmation shows it without a read), the list, and the cart, which
 * the API emptied in the same transaction.
 */
export async function refreshAfterOrderPlaced(queryClient: QueryClient, order: Order): Promise<void> {
  await Promise.all([
    rememberOrder(queryClient, order),
    queryClient.invalidateQueries({ queryKey: myCartQueryOptions().queryKey }),
  ]);
}
