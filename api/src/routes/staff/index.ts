import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  OrderResponse,
  ReservationMarkParams,
  SoldOutParams,
  SoldOutResponse,
  StaffOrdersQuery,
  StaffOrdersResponse,
  StaffReservationResponse,
  StaffReservationsQuery,
  StaffReservationsResponse,
  WalkInBody,
  type SoldOutKind,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { checkGuests, localDateOf, publishSlotChange } from '../../lib/slot';
import { bearerSecurity } from '../../plugins/auth';
import { SOLD_OUT_TAG, errors, paged, type RouteDeps } from '../deps';
import { requireStaff } from '../require-staff';

/**
 * The restaurant's own routes (kitchen, host stand, sold-out marks): signed in, and the account's role is staff, read
 * from the database on every request (not from the token), so a role taken away holds at once.
 */
const staffRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, rules, now, bus, cache }) => {
  const { orderRepository, reservationRepository, menuRepository } = repos;
  const staffOnly = { onRequest: app.authenticate, preHandler: requireStaff(repos) };

  app.get(
    '/staff/orders',
    {
      schema: {
        tags: ['staff'],
        summary: 'Active orders (placed, preparing, ready), oldest first',
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
        summary: 'Move an order one step on: PLACED → PREPARING → READY → COMPLETED',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: OrderResponse, ...errors(400, 401, 403, 404, 409) },
      },
      ...staffOnly,
    },
    async (request) => ({ data: await orderRepository.advance(request.params.id, now()) }),
  );

  app.get(
    '/staff/reservations',
    {
      schema: {
        tags: ['staff'],
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
        summary: 'Mark a booking seated, completed or no-show (on its own day)',
        description:
          'seated: from booked; completed: from booked or seated; no-show: from booked. Completed and no-show free ' +
          'the tables at once (the public availability shows them free) and never change again; a no-show cancels ' +
          "its dine-in orders the kitchen has not started. 409 RESERVATION_NOT_TODAY on another day's booking, " +
          'RESERVATION_FINISHED on a completed, no-show or cancelled one, RESERVATION_ALREADY_SEATED for seated or ' +
          'no-show of a seated party.',
        security: bearerSecurity,
        params: ReservationMarkParams,
        response: { 200: StaffReservationResponse, ...errors(400, 401, 403, 404, 409) },
      },
      ...staffOnly,
    },
    async (request) => ({
      data: await publishSlotChange(bus, () =>
        reservationRepository.mark(request.params.id, request.params.mark, now()),
      ),
    }),
  );

  app.post(
    '/staff/walk-ins',
    {
      schema: {
        tags: ['staff'],
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
      checkGuests(request.body.partySize, rules);
      const reservation = await publishSlotChange(bus, () => reservationRepository.walkIn(request.body, now()));
      return reply.code(201).send({ data: reservation });
    },
  );

  /** Marks (today) or clears; the menu answers of every instance are dropped before it answers. */
  async function setSoldOut(kind: SoldOutKind, id: number, soldOut: boolean) {
    const day = soldOut ? localDateOf(now(), rules) : null;
    if (!(await menuRepository.setSoldOut(kind, id, day))) {
      throw new AppError(kind === 'food' ? 'FOOD_NOT_FOUND' : 'COMBO_NOT_FOUND');
    }
    await cache.invalidate(SOLD_OUT_TAG);
    return { data: { kind, id, soldOut, soldOutOn: day } };
  }

  app.put(
    '/staff/sold-out/:kind/:id',
    {
      schema: {
        tags: ['staff'],
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
    async (request) => setSoldOut(request.params.kind, request.params.id, true),
  );

  app.delete(
    '/staff/sold-out/:kind/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Put a sold-out dish or combo back on sale',
        security: bearerSecurity,
        params: SoldOutParams,
        response: { 200: SoldOutResponse, ...errors(400, 401, 403, 404) },
      },
      ...staffOnly,
    },
    async (request) => setSoldOut(request.params.kind, request.params.id, false),
  );
};

export default staffRoutes;
