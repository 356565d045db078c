import { Type, type Static } from 'typebox';
import { Id, Timestamp } from './common';
import { Order, OrderStatus } from './order';

/**
 * The live order streams (`GET /staff/events`, `GET /orders/{id}/events`) are Server-Sent Events: each event has an
 * `id:` (the timeline entry's id, increasing, the same on every API instance), an `event:` name from here and a
 * `data:` line of JSON. A client that reconnects sends the last id it saw as `Last-Event-ID` and gets what it missed.
 */
export const ORDER_STREAM_EVENT = {
  /** first on every stream, once what was missed has been sent: `data` is `OrderStreamReady` */
  ready: 'ready',
  /** an order was placed (`data` is `OrderStreamEvent`, `status` PLACED) */
  placed: 'order-placed',
  /** an order moved on or was cancelled (`data` is `OrderStreamEvent`) */
  status: 'order-status',
} as const;
export type OrderStreamEventName = (typeof ORDER_STREAM_EVENT)[keyof typeof ORDER_STREAM_EVENT];

export const OrderStreamEvent = Type.Object(
  {
    id: Id,
    status: OrderStatus,
    at: Timestamp,
    order: Order,
  },
  {
    description:
      '`status` and `at` are what this event recorded; `order` is the order as it was when the event was sent ' +
      '(a later step may already show in it: the board applies events in id order and keeps the latest)',
  },
);
export type OrderStreamEvent = Static<typeof OrderStreamEvent>;

export const OrderStreamReady = Type.Object({
  lastEventId: Type.Integer({
    minimum: 0,
    description: 'the stream is caught up to this event id; a reconnect sends it (or a later one) as Last-Event-ID',
  }),
});
export type OrderStreamReady = Static<typeof OrderStreamReady>;

export const OrderStreamHeaders = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,15}$',
      description: 'the `id` of the last event received: the stream first sends every later one',
    }),
  ),
});
export type OrderStreamHeaders = Static<typeof OrderStreamHeaders>;
