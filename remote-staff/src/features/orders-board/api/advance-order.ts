import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postData, type ApiError } from '@restaurant/shared';
import type { Order, OrderResponse } from '@restaurant/shared/contracts';
import { withOrder } from '../lib/board-orders';
import { staffOrdersQueryOptions } from './get-staff-orders';

const advanceOrderPath = (id: number) => `/staff/orders/${id}/advance`;

/** `POST /staff/orders/{id}/advance`: one step on (PLACED → PREPARING → READY → COMPLETED); 409 past the end. */
export function advanceOrder(id: number): Promise<Order> {
  return postData<OrderResponse>(advanceOrderPath(id), undefined, { operation: 'generic' });
}

/**
 * Moves the card at once with the order the API answered; the stream brings the same step to every other board. A
 * refusal (another board moved it first, 409) reads the board again, so the card shows where the order really is.
 */
export function useAdvanceOrder(onAdvanced?: (order: Order) => void) {
  const queryClient = useQueryClient();
  const boardKey = staffOrdersQueryOptions().queryKey;
  return useMutation<Order, ApiError, number>({
    mutationFn: advanceOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(boardKey, (board) => board && withOrder(board, order));
      onAdvanced?.(order);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: boardKey }),
  });
}
