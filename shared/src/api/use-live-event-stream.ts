import { useEffect, useEffectEvent } from 'react';
import type { Order } from '../contracts/order';
import type { OrderStreamEvent } from '../contracts/order-events';
import { ORDER_STREAM_EVENT } from '../contracts/order-stream-names';
import { isAxiosFailure } from './axios-failure';
import type { EventStreamCall, ServerEvent } from './event-stream';

/**
 * The API refuses a `Last-Event-ID` beyond its newest event (400 `LAST_EVENT_ID_AHEAD`: the database was restored to
 * an earlier state): resuming from it can never work, so the stream opens again from now (the page reads its data
 * again on `ready`).
 */
function refusedItsLastEventId(error: unknown): boolean {
  if (!isAxiosFailure(error)) return false;
  const body: unknown = error.response?.data;
  return typeof body === 'object' && body !== null && 'code' in body && body.code === 'LAST_EVENT_ID_AHEAD';
}

/** After a stream is cut or refused, how long before it is opened again (the page polls meanwhile). */
export const RECONNECT_DELAYS_MS = [1_000, 5_000, 15_000, 30_000] as const;

export interface LiveEventStreamOptions {
  /** The endpoint's own fetcher (`openEventStream` with its path): called for each (re)connection. */
  open: (call: EventStreamCall) => Promise<AsyncGenerator<ServerEvent>>;
  /** What the stream is about (an order's id): a new value closes the stream and opens the new one. */
  streamKey?: string | number;
  /** Opens the stream only while true (an order page stops once its order is finished). */
  enabled?: boolean;
  /**
   * Sends the last event's id when it opens the stream again, so the API replays what was missed (`Last-Event-ID`).
   * Off for a page that reads its data again on every `ready` instead.
   */
  resume?: boolean;
  /** Each event in order; a promise it returns is awaited before the next event is handed over. */
  onEvent: (event: ServerEvent) => void | Promise<void>;
  /** Whether the stream is open and caught up (its `ready` came): told on each change, the page polls while false. */
  onLive: (live: boolean) => void;
}

/**
 * One of the API's live streams (`GET .../events`, Server-Sent Events) for as long as the component is mounted and
 * `enabled`: opened by the endpoint's fetcher, opened again after each cut or refusal after RECONNECT_DELAYS_MS (the
 * wait grows while it keeps failing and starts over once a stream is caught up), closed on unmount. The fetcher and
 * handlers are read when used, so passing new functions on each render never reopens the stream (`streamKey` does).
 */
export function useLiveEventStream({
  open,
  streamKey,
  enabled = true,
  resume = true,
  onEvent,
  onLive,
}: LiveEventStreamOptions): void {
  const openStream = useEffectEvent(open);
  const handleEvent = useEffectEvent(onEvent);
  const tellLive = useEffectEvent(onLive);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    let lastEventId: string | null = null;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let live = false;
    const setLive = (next: boolean) => {
      if (next === live) return;
      live = next;
      tellLive(next);
    };

    const connect = async () => {
      try {
        const events = await openStream({ lastEventId, signal: controller.signal });
        for await (const event of events) {
          if (resume && event.id !== null) lastEventId = event.id;
          if (event.event === ORDER_STREAM_EVENT.ready) {
            failures = 0;
            setLive(true);
          }
          await handleEvent(event);
        }
      } catch (error) {
        // refused or cut: the page polls until the stream is back
        if (refusedItsLastEventId(error)) lastEventId = null;
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
  }, [streamKey, enabled, resume]);
}

/** The order an order stream's event carries (`order-placed`, `order-status`), or null for any other event. */
export function orderOfStreamEvent(event: ServerEvent): Order | null {
  if (event.event !== ORDER_STREAM_EVENT.placed && event.event !== ORDER_STREAM_EVENT.status) return null;
  return (event.data as OrderStreamEvent).order;
}
