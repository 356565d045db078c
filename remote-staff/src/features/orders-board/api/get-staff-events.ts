import { useQueryClient } from '@tanstack/react-query';
import {
  openEventStream,
  orderOfStreamEvent,
  useLiveEventStream,
  type EventStreamCall,
  type ServerEvent,
} from '@restaurant/shared';
import { ORDER_STREAM_EVENT } from '@restaurant/shared/contracts';
import { withOrder } from '../lib/board-orders';
import { staffOrdersQueryOptions } from './get-staff-orders';

/** `GET /staff/events`: every order placed and every step, live (Server-Sent Events). */
export function openStaffEvents(call: EventStreamCall): Promise<AsyncGenerator<ServerEvent>> {
  return openEventStream('/staff/events', call);
}

/**
 * While `watching`, keeps the board's query up to date from the staff stream: an order placed anywhere is on the board
 * as soon as the API has it. `onLive` says whether the stream is open (caught up): the board polls only while it is
 * not. A cut stream is opened again from the last event seen, so the API replays what was missed.
 */
export function useStaffOrderEvents(watching: boolean, onLive: (live: boolean) => void): void {
  const queryClient = useQueryClient();
  useLiveEventStream({
    open: openStaffEvents,
    enabled: watching,
    onLive,
    onEvent: async (event) => {
      const { queryKey } = staffOrdersQueryOptions();
      if (event.event === ORDER_STREAM_EVENT.ready) {
        // Caught up: one read of the board, awaited before the next event is applied, so nothing placed before the
        // stream opened is missed (a first stream starts from now), and a poll still on its way from the outage is
        // cancelled rather than landing over a later push.
        await queryClient.refetchQueries({ queryKey });
      }
      const order = orderOfStreamEvent(event);
      if (order) queryClient.setQueryData(queryKey, (board) => board && withOrder(board, order));
    },
  });
}
