import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdvanceOrderBody,
  AdvanceOrderHeaders,
  IdParams,
  OrderResponse,
  ReservationMarkParams,
  SoldOutMarksResponse,
  SoldOutParams,
  SoldOutResponse,
  StaffOrdersQuery,
  StaffOrdersResponse,
  StaffReservationResponse,
  StaffReservationsQuery,
  StaffReservationsResponse,
  WalkInBody,
  type OrderStatus,
  type SoldOutKind,
} from '@restaurant/shared/contracts';
import { ORDER_STATUSES } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkGuests, localDateOf, publishSlotChange } from '../../lib/slot';
import { bearerSecurity } from '../../plugins/auth';
import { SOLD_OUT_TAG, errors, paged, type RouteDeps } from '../deps';
import { requireStaff } from '../require-staff';

/**
 * The restaurant's own routes (kitchen, host stand, sold-out marks): signed in, and the account's role is staff, read
 * from the database on every request (not from the token), so a role taken away holds at once.
 */
const staffRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, rules, settings, now, bus, cache }) => {
  const { orderRepository, reservationRepository, menuRepository } = repos;
  const staffOnly = { onRequest: app.authenticate, preValidation: requireStaff(repos) };

  app.get(
    '/staff/orders',
    {
      schema: {
        tags: ['staff'],
        operationId: 'listActiveOrders',
        summary: 'Active orders (placed, preparing, ready), oldest first',
        description:
          "The kitchen's board: every order placed, being prepared or ready, oldest first. Staff only (403 otherwise).",
        security: bearerSecurity,
        querystring: StaffOrdersQuery,
        response: { 200: StaffOrdersResponse, ...errors(400, 401, 403) },
      },
      ...staffOnly,
    },
    async (request) => {
      const { page, size } = request.query;
      return paged(await orderRepository.listActive(page, size), page, size);
    },
  );

  app.post(
    '/staff/orders/:id/advance',
    {
      schema: {
        tags: ['staff'],
        operationId: 'advanceOrder',
        summary: 'Move an order one step on: PLACED → PREPARING → READY → COMPLETED',
        description:
          'Only from the status the cook saw, given as `{ "from": "PLACED" }` or `If-Match: "PLACED"` (428 ' +
          'ORDER_STATUS_REQUIRED without either): an order that has moved on since (another tablet, a retry) answers ' +
          '409 ORDER_MOVED_ON and is not moved again. Records who moved it (`advancedBy`).',
        security: bearerSecurity,
        params: IdParams,
        headers: AdvanceOrderHeaders,
        body: AdvanceOrderBody,
        response: { 200: OrderResponse, ...errors(400, 401, 403, 404, 409, 428) },
      },
      ...staffOnly,
    },
    async (request) => {
      const from = request.body?.from ?? statusOfIfMatch(request.headers['if-match']);
      return { data: await orderRepository.advance(request.params.id, from, request.userId, now()) };
    },
  );

  app.get(
    '/staff/reservations',
    {
      schema: {
        tags: ['staff'],
        operationId: 'listDayReservations',
        summary: "The host stand: a day's bookings in time order (default: today, restaurant time)",
        description:
          'Every booking of the restaurant-local date, cancelled ones included, with party size, tables, contact, ' +
          'occasion, code and status. `q` keeps those whose code or contact name contains it (any case, accents optional).',
        security: bearerSecurity,
        querystring: StaffReservationsQuery,
        response: { 200: StaffReservationsResponse, ...errors(400, 401, 403) },
      },
      ...staffOnly,
    },
    async (request) => {
      const date = request.query.date ?? localDateOf(now(), rules);
      return { data: { date, items: await reservationRepository.listForDay(date, request.query.q) } };
    },
  );

  app.post(
    '/staff/reservations/:id/:mark',
    {
      schema: {
        tags: ['staff'],
        operationId: 'markReservation',
        summary: 'Mark a booking seated, completed or no-show (on its own day)',
        description:
          'seated: from booked; completed: from seated, or from booked once it has started; no-show: from booked, ' +
          'from its start plus the grace period. Completed and no-show free the tables at once (the public ' +
          'availability shows them free) and never change again; a no-show cancels its dine-in orders the kitchen ' +
          "has not started. Records who marked it (`markedBy`). 409 RESERVATION_NOT_TODAY on another day's booking " +
          '(a seated party may be completed after midnight), RESERVATION_FINISHED on a completed, no-show or ' +
          'cancelled one, RESERVATION_ALREADY_SEATED for seated or no-show of a seated party, NO_SHOW_TOO_EARLY and ' +
          'RESERVATION_NOT_STARTED before their time.',
        security: bearerSecurity,
        params: ReservationMarkParams,
        response: { 200: StaffReservationResponse, ...errors(400, 401, 403, 404, 409) },
      },
      ...staffOnly,
    },
    async (request) => ({
      data: await publishSlotChange(bus, () =>
        reservationRepository.mark(request.params.id, request.params.mark, request.userId, now()),
      ),
    }),
  );

  app.post(
    '/staff/walk-ins',
    {
      schema: {
        tags: ['staff'],
        operationId: 'seatWalkIn',
        summary: 'Seat a party without a booking at a free table, now',
        description:
          'Books the table from now for the default duration (to closing time at the latest), already seated. 409 ' +
          'SLOT_TAKEN when a booking holds the table in that time, TABLE_TOO_SMALL when the party does not fit, ' +
          'CLOSED_NOW outside opening hours; 404 for an unknown table.',
        security: bearerSecurity,
        body: WalkInBody,
        response: { 201: StaffReservationResponse, ...errors(400, 401, 403, 404, 409) },
      },
      ...staffOnly,
    },
    async (request, reply) => {
      const at = now();
      const current = await settings.current(at);
      checkGuests(request.body.partySize, current);
      const reservation = await publishSlotChange(bus, () =>
        reservationRepository.walkIn(request.body, request.userId, at, current),
      );
      return reply.code(201).send({ data: reservation });
    },
  );

  /** Marks (today) or clears; the menu answers of every instance are dropped before it answers. */
  async function setSoldOut(kind: SoldOutKind, id: number, soldOut: boolean, by: number) {
    const day = soldOut ? localDateOf(now(), rules) : null;
    const marked = await menuRepository.setSoldOut(kind, id, day, by);
    if (!marked) throw new AppError(kind === 'food' ? 'FOOD_NOT_FOUND' : 'COMBO_NOT_FOUND');
    await cache.invalidate(SOLD_OUT_TAG);
    return { data: { kind, id, soldOut, soldOutOn: day, soldOutBy: marked.soldOutBy } };
  }

  app.put(
    '/staff/sold-out/:kind/:id',
    {
      schema: {
        tags: ['staff'],
        operationId: 'markSoldOut',
        summary: 'Mark a dish or combo sold out for today',
        description:
          'Until the end of the restaurant-local day: the menu shows it `soldOut`, adding it to a cart or ordering it ' +
          'answers 409 SOLD_OUT (a combo also when one of its dishes is sold out). Tomorrow it is back by itself.',
        security: bearerSecurity,
        params: SoldOutParams,
        response: { 200: SoldOutResponse, ...errors(400, 401, 403, 404) },
      },
      ...staffOnly,
    },
    async (request) => setSoldOut(request.params.kind, request.params.id, true, request.userId),
  );

  app.get(
    '/staff/sold-out',
    {
      schema: {
        tags: ['staff'],
        operationId: 'listSoldOut',
        summary: "Today's sold-out marks, with who marked each",
        description:
          'Dishes then combos marked sold out for the restaurant-local today. The menu says what is sold out; this ' +
          'says who marked it, which only staff see.',
        security: bearerSecurity,
        response: { 200: SoldOutMarksResponse, ...errors(401, 403) },
      },
      ...staffOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { items: await menuRepository.soldOutMarks(localDateOf(now(), rules)) } };
    },
  );

  app.delete(
    '/staff/sold-out/:kind/:id',
    {
      schema: {
        tags: ['staff'],
        operationId: 'unmarkSoldOut',
        summary: 'Put a sold-out dish or combo back on sale',
        description:
          "Takes today's sold-out mark off a dish or combo: diners can order it again at once, on every instance. Staff only.",
        security: bearerSecurity,
        params: SoldOutParams,
        response: { 200: SoldOutResponse, ...errors(400, 401, 403, 404) },
      },
      ...staffOnly,
    },
    async (request) => setSoldOut(request.params.kind, request.params.id, false, request.userId),
  );
};

export default staffRoutes;

/** The status an `If-Match: "PLACED"` names; none given: 428, since a blind advance is what moved orders two steps. */
function statusOfIfMatch(header: string | undefined): OrderStatus {
  if (header === undefined) throw new AppError('ORDER_STATUS_REQUIRED');
  const status = ORDER_STATUSES.find((s) => `"${s}"` === header);
  if (!status) throw new AppError('ORDER_STATUS_REQUIRED');
  return status;
}
