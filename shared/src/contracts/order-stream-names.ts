/**
 * The live order streams (`GET /staff/events`, `GET /orders/{id}/events`) are Server-Sent Events: each event has an
 * `id:` (the timeline entry's id, increasing, the same on every API instance), an `event:` name from here and a
 * `data:` line of JSON. A client that reconnects sends the last id it saw as `Last-Event-ID` and gets what it missed.
 * The names alone, without TypeBox: the shared live-stream hook, loaded with every page, needs them, not the schemas
 * (order-events.ts, which re-exports them).
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
  /**
   * staff streams only: the floor plan changed (the manager's editor saved a floor or a table); `data` is
   * `PlanChanged`, no `id:`. The live floor reads the plan again on it (and on every `ready`).
   */
  planChanged: 'plan-changed',
} as const;
