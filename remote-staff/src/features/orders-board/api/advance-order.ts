import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_ERROR, postData, type ApiError } from '@restaurant/shared';
import type { Order, OrderResponse } from '@restaurant/shared/contracts';
import { withOrder } from '../lib/board-orders';
import { staffOrdersQueryOptions } from './get-staff-orders';

const advanceOrderPath = (id: number) => `/staff/orders/${id}/advance`;

/**
 * `POST /staff/orders/{id}/advance`: one step on (PLACED → PREPARING → READY → COMPLETED) from the status the card
 * shows, so a second tablet's press or a retry answers 409 ORDER_MOVED_ON instead of moving the order a second step.
 */
export function advanceOrder({ id, status }: Pick<Order, 'id' | 'status'>): Promise<Order> {
  return postData<OrderResponse>(advanceOrderPath(id), { from: status }, { operation: 'generic' });
}

/**
 * Moves the card at once with the order the API answered; the stream brings the same step to every other board. A
 * refusal (another board moved it first, 409) reads the board again, so the card shows where the order really is;
 * `onMovedOn` hears of that one first, since the card that pressed is redrawn in another column by then.
 */
export function useAdvanceOrder(onAdvanced?: (order: Order) => void, onMovedOn?: (orderId: number) => void) {
  const queryClient = useQueryClient();
  const boardKey = staffOrdersQueryOptions().queryKey;
  return useMutation<Order, ApiError, Pick<Order, 'id' | 'status'>>({
    mutationFn: advanceOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(boardKey, (board) => board && withOrder(board, order));
      onAdvanced?.(order);
    },
    onError: (error, order) => {
      if (error.code === ORDER_ERROR.movedOn) onMovedOn?.(order.id);
      return queryClient.invalidateQueries({ queryKey: boardKey });
    },
  });
}
