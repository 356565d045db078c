import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getData, type ApiError } from '@restaurant/shared';
import type { Order, OrderResponse, OrderStatus } from '@restaurant/shared/contracts';
import { orderQueryKeys } from '../../../lib/api/order-query-keys';
import { useOrderEvents } from './get-order-events';

const orderPath = (id: number) => `/orders/${id}`;

/**
 * How often an order still on its way is read again while its live stream is not open (`useOrderEvents`), so the
 * diner sees the kitchen's progress without reloading either way.
 */
export const ACTIVE_ORDER_REFRESH_MS = 5_000;

const FINAL_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'CANCELLED'];

export function isActiveOrder(order: Pick<Order, 'status'>): boolean {
  return !FINAL_STATUSES.includes(order.status);
}

export function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return getData<OrderResponse>(orderPath(id), { operation: 'orderDetail', signal });
}

export const orderQueryOptions = (id: number) =>
  queryOptions<Order, ApiError>({
    queryKey: orderQueryKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // Polls only while the order can still change; a finished order is read once.
    refetchInterval: (query) => (query.state.data && isActiveOrder(query.state.data) ? ACTIVE_ORDER_REFRESH_MS : false),
  });

/**
 * One of the diner's orders (another diner's, or none, is a 404), kept live while it is on its way: pushed by its
 * stream, polled only while the stream is not open.
 */
export function useOrder(id: number, signedIn: boolean) {
  const [live, setLive] = useState(false);
  const enabled = signedIn && id > 0;
  const order = useQuery({ ...orderQueryOptions(id), enabled, ...(live ? { refetchInterval: false as const } : {}) });
  useOrderEvents(id, enabled && order.data !== undefined && isActiveOrder(order.data), setLive);
  return order;
}
