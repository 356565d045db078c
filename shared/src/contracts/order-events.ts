import { Type, type Static } from 'typebox';
import { Id, Timestamp } from './common';
import { Order, OrderStatus } from './order';
import { ORDER_STREAM_EVENT } from './order-stream-names';

export { ORDER_STREAM_EVENT };

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

export const PlanChanged = Type.Object(
  {},
  {
    description:
      'The floor plan changed (a floor or a table added, moved or removed): read the plan again ' +
      '(`GET /public/restaurant-table/floors` and the floor’s details). Sent on a staff stream only, within a second ' +
      'of the commit on any instance; no `id:`',
  },
);
export type PlanChanged = Static<typeof PlanChanged>;
