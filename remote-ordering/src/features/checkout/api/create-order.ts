import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { CreateOrderBody, Order, OrderResponse } from '@restaurant/shared/contracts';
import { refreshAfterOrderPlaced } from '../../../lib/api/order-query-keys';

const ORDERS_PATH = '/orders';

export interface PlaceOrderVariables {
  body: CreateOrderBody;
  /** One per checkout: the API answers a repeated key with the order it already made, so a double submit makes one. */
  idempotencyKey: string;
}

export function placeOrder({ body, idempotencyKey }: PlaceOrderVariables): Promise<Order> {
  return postData<OrderResponse>(ORDERS_PATH, body, {
    operation: 'placeOrder',
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const queryClient = useQueryClient();
  return useMutation<Order, ApiError, PlaceOrderVariables>({
    mutationFn: placeOrder,
    onSuccess: async (order) => {
      await refreshAfterOrderPlaced(queryClient, order);
      onPlaced(order);
    },
  });
}
