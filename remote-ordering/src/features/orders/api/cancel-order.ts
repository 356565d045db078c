import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { Order, OrderResponse } from '@restaurant/shared/contracts';
import { rememberOrder } from '../../../lib/api/order-query-keys';

const cancelOrderPath = (id: number) => `/orders/${id}/cancel`;

/** Allowed while the order is PLACED; later the API answers 409 with its message. */
export function cancelOrder(id: number): Promise<Order> {
  return postData<OrderResponse>(cancelOrderPath(id), undefined, { operation: 'cancelOrder' });
}

export function useCancelOrder(onCancelled?: (order: Order) => void) {
  const queryClient = useQueryClient();
  return useMutation<Order, ApiError, number>({
    mutationFn: cancelOrder,
    onSuccess: async (order) => {
      await rememberOrder(queryClient, order);
      onCancelled?.(order);
    },
  });
}
