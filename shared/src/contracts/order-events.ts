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
  /**
   * staff streams only: a write changed which tables are taken or seated (a booking, a cancellation, a party seated,
   * completed or marked no-show, a walk-in); `data` is `FloorChanged`. It carries no state and no `id:` (the log of
   * ids is the orders'): the floor is read again on it, and on every `ready`, which covers what a cut stream missed.
   */
  floorChanged: 'floor-changed',
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

export const FloorChanged = Type.Object(
  {},
  {
    description:
      'The tables changed: read the floor again (`GET /staff/reservations`). Sent on a staff stream only, within a ' +
      'second of the commit on any instance; no `id:`, since a client re-reads the floor on every `ready` anyway',
  },
);
export type FloorChanged = Static<typeof FloorChanged>;
