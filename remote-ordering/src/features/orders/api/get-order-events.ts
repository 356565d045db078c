import { useQueryClient } from '@tanstack/react-query';
import {
  openEventStream,
  orderOfStreamEvent,
  useLiveEventStream,
  type EventStreamCall,
  type ServerEvent,
} from '@restaurant/shared';
import { orderQueryKeys } from '../../../lib/api/order-query-keys';

/** `GET /orders/{id}/events`: the diner's own order, live (Server-Sent Events). */
export function openOrderEvents(id: number, call: EventStreamCall): Promise<AsyncGenerator<ServerEvent>> {
  return openEventStream(`/orders/${id}/events`, call);
}

/**
 * While `watching`, keeps the order's query up to date from its live stream: each step the kitchen takes is in the
 * page as soon as it is taken. `onLive` says whether the stream is open (caught up): the page polls only while it is
 * not. A cut stream is opened again from the last event seen, so nothing is missed.
 */
export function useOrderEvents(id: number, watching: boolean, onLive: (live: boolean) => void): void {
  const queryClient = useQueryClient();
  useLiveEventStream({
    open: (call) => openOrderEvents(id, call),
    streamKey: id,
    enabled: watching,
    onLive,
    onEvent: (event) => {
      const order = orderOfStreamEvent(event);
      if (order) queryClient.setQueryData(orderQueryKeys.order(id), order);
    },
  });
}
