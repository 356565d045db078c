import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openEventStream, type EventStreamCall, type ServerEvent } from '@restaurant/shared';
import { ORDER_STREAM_EVENT } from '@restaurant/shared/contracts';
import { dayBookingsQueryOptions } from './get-day-bookings';

/** After the stream is cut or refused, how long before it is opened again (the floor polls meanwhile). */
export const RECONNECT_DELAYS_MS = [1_000, 5_000, 15_000, 30_000] as const;

export const STAFF_EVENTS_PATH = '/staff/events';

/** `GET /staff/events`: the staff's live stream; the floor listens to its `floor-changed` and `ready`. */
export function openFloorEvents(call: EventStreamCall): Promise<AsyncGenerator<ServerEvent>> {
  return openEventStream(STAFF_EVENTS_PATH, call);
}

/**
 * While mounted, reads the day's bookings again whenever the staff stream says the tables changed (a booking, a
 * cancellation, a party seated or gone, a walk-in, on any API instance) and each time the stream is (re)opened,
 * which covers whatever changed while it was cut. `onLive` says whether the stream is open: the floor polls only
 * while it is not. No Last-Event-ID is sent: the order events it would replay are of no use here.
 */
export function useFloorEvents(onLive: (live: boolean) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    const { queryKey } = dayBookingsQueryOptions();
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let live = false;
    const setLive = (next: boolean) => {
      if (next === live) return;
      live = next;
      onLive(next);
    };

    const connect = async () => {
      try {
        const events = await openFloorEvents({ signal: controller.signal });
        for await (const event of events) {
          if (event.event === ORDER_STREAM_EVENT.ready) {
            failures = 0;
            setLive(true);
          }
          if (event.event === ORDER_STREAM_EVENT.ready || event.event === ORDER_STREAM_EVENT.floorChanged) {
            // Not awaited: a burst of changes while one read is on its way costs one more read, not a queue.
            void queryClient.refetchQueries({ queryKey });
          }
        }
      } catch {
        // refused or cut: the floor polls until the stream is back
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
  }, [onLive, queryClient]);
}
