import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openEventStream, type EventStreamCall, type ServerEvent } from '@restaurant/shared';
import { ORDER_STREAM_EVENT, type Order, type OrderStreamEvent } from '@restaurant/shared/contracts';
import { orderQueryKeys } from '../../../lib/api/order-query-keys';

/** After the stream is cut or refused, how long before it is opened again (the page polls meanwhile). */
export const RECONNECT_DELAYS_MS = [1_000, 5_000, 15_000, 30_000] as const;

/** `GET /orders/{id}/events`: the diner's own order, live (Server-Sent Events). */
export function openOrderEvents(id: number, call: EventStreamCall): Promise<AsyncGenerator<ServerEvent>> {
  return openEventStream(`/orders/${id}/events`, call);
}

function orderOf(event: ServerEvent): Order | null {
  if (event.event !== ORDER_STREAM_EVENT.placed && event.event !== ORDER_STREAM_EVENT.status) return null;
  return (event.data as OrderStreamEvent).order;
}

/**
 * While `watching`, keeps the order's query up to date from its live stream: each step the kitchen takes is in the
 * page as soon as it is taken. `onLive` says whether the stream is open (caught up): the page polls only while it is
 * not. A cut stream is opened again after a wait, from the last event seen (`Last-Event-ID`), so nothing is missed.
 */
export function useOrderEvents(id: number, watching: boolean, onLive: (live: boolean) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!watching) return undefined;
    const controller = new AbortController();
    let lastEventId: string | null = null;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      try {
        const events = await openOrderEvents(id, { lastEventId, signal: controller.signal });
        for await (const event of events) {
          if (event.id !== null) lastEventId = event.id;
          if (event.event === ORDER_STREAM_EVENT.ready) {
            failures = 0;
            onLive(true);
          }
          const order = orderOf(event);
          if (order) queryClient.setQueryData(orderQueryKeys.order(id), order);
        }
      } catch {
        // refused or cut: the page polls until the stream is back
      }
      if (controller.signal.aborted) return;
      onLive(false);
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      retry = setTimeout(() => void connect(), delay);
    };
    void connect();

    return () => {
      controller.abort();
      clearTimeout(retry);
      onLive(false);
    };
  }, [id, watching, onLive, queryClient]);
}
