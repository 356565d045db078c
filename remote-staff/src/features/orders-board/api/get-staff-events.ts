import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openEventStream, type EventStreamCall, type ServerEvent } from '@restaurant/shared';
import { ORDER_STREAM_EVENT, type Order, type OrderStreamEvent } from '@restaurant/shared/contracts';
import { withOrder } from '../lib/board-orders';
import { staffOrdersQueryOptions } from './get-staff-orders';

/** After the stream is cut or refused, how long before it is opened again (the board polls meanwhile). */
export const RECONNECT_DELAYS_MS = [1_000, 5_000, 15_000, 30_000] as const;

export const STAFF_EVENTS_PATH = '/staff/events';

/** `GET /staff/events`: every order placed and every step, live (Server-Sent Events). */
export function openStaffEvents(call: EventStreamCall): Promise<AsyncGenerator<ServerEvent>> {
  return openEventStream(STAFF_EVENTS_PATH, call);
}

function orderOf(event: ServerEvent): Order | null {
  if (event.event !== ORDER_STREAM_EVENT.placed && event.event !== ORDER_STREAM_EVENT.status) return null;
  return (event.data as OrderStreamEvent).order;
}

/**
 * While `watching`, keeps the board's query up to date from the staff stream: an order placed anywhere is on the
 * board as soon as the API has it. `onLive` says whether the stream is open (caught up): the board polls only while
 * it is not. A cut stream is opened again after a wait, from the last event seen (`Last-Event-ID`), so the API
 * replays what was missed.
 */
export function useStaffOrderEvents(watching: boolean, onLive: (live: boolean) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!watching) return undefined;
    const controller = new AbortController();
    const boardKey = staffOrdersQueryOptions().queryKey;
    let lastEventId: string | null = null;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let live = false;
    // Told only of a change: a refused stream retried in the background does not re-render the board each time.
    const setLive = (next: boolean) => {
      if (next === live) return;
      live = next;
      onLive(next);
    };

    const connect = async () => {
      try {
        const events = await openStaffEvents({ lastEventId, signal: controller.signal });
        for await (const event of events) {
          if (event.id !== null) lastEventId = event.id;
          if (event.event === ORDER_STREAM_EVENT.ready) {
            failures = 0;
            setLive(true);
            // Caught up: one read of the board, awaited before the next event is applied, so nothing placed before
            // the stream opened is missed (a first stream starts from now), and a poll still on its way from the
            // outage is cancelled rather than landing over a later push.
            await queryClient.refetchQueries({ queryKey: boardKey });
          }
          const order = orderOf(event);
          if (order) queryClient.setQueryData(boardKey, (board) => board && withOrder(board, order));
        }
      } catch {
        // refused or cut: the board polls until the stream is back
      }
      if (controller.signal.aborted) return;
      setLive(false);
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      retry = setTimeout(() => void connect(), delay);
    };
    void connect();

    return () => {
      controller.abort();
      clearTimeout(retry);
      setLive(false);
    };
  }, [watching, onLive, queryClient]);
}
