import { ORDER_STREAM_EVENT, type OrderStreamEvent } from '@restaurant/shared/contracts';

/** One Server-Sent Event: `id:`, `event:` and one line of `data:`. */
export function sseMessage(id: number, event: string, data: unknown): string {
  // JSON.stringify never writes a raw line break, so `data` is always one line
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** An order event as the streams send it (the hub writes it once per event, for every stream that gets it). */
export function orderEventMessage(event: OrderStreamEvent): string {
  return sseMessage(event.id, event.status === 'PLACED' ? ORDER_STREAM_EVENT.placed : ORDER_STREAM_EVENT.status, event);
}
