import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CreateOrderBody,
  IdParams,
  MyOrdersQuery,
  MyOrdersResponse,
  OrderResponse,
  PickupSlotsQuery,
  PickupSlotsResponse,
  VoucherPreviewBody,
  VoucherPreviewResponse,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { isCalendarDate, isOpenPickupSlot, pickupSlotsOn } from '../../lib/pickup-slots';
import { bearerSecurity } from '../../plugins/auth';
import { errors, paged, type RouteDeps } from '../deps';

/** Printable ASCII without spaces, like a UUID: one per checkout attempt, re-sent on a retry. */
const OrderHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 100,
      pattern: '^[\\x21-\\x7E]+$',
      description:
        'Same key, same diner, same body: the first order is answered again (200) instead of a second one; ' +
        'the same key with another body: 422 IDEMPOTENCY_KEY_REUSED',
    }),
  ),
});

const orderRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, settings, config, cache, now }) => {
  const { orderRepository, cartRepository, voucherRepository } = repos;

  app.get(
    '/public/orders/pickup-slots',
    {
      schema: {
        tags: ['orders'],
        operationId: 'listPickupSlots',
        summary: 'Open pick-up slots of a date (restaurant time): on the grid, within hours, far enough ahead',
        description:
          'The pick-up times still open on a date (restaurant time): on the grid, within opening hours and far enough ahead for the kitchen.',
        querystring: PickupSlotsQuery,
        response: { 200: PickupSlotsResponse, ...errors(400) },
      },
    },
    async (request) => {
      const { date } = request.query;
      if (!isCalendarDate(date)) throw new AppError('INVALID_DATE', { date });
      const at = now();
      const rules = await settings.current(at);
      return {
        data: {
          date,
          slotMinutes: rules.pickupSlotMinutes,
          leadMinutes: rules.pickupLeadMinutes,
          slots: pickupSlotsOn(date, rules, at),
        },
      };
    },
  );

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        operationId: 'placeOrder',
        summary: "Order the diner's whole cart: pick-up at a slot, or dine-in at one of their reservations",
        description:
          'Prices come from the menu at order time; the voucher is checked and its use taken in the same ' +
          'transaction that stores the order and empties the cart. 201 for a new order; 200 with the same ' +
          'order when the Idempotency-Key was already used by this diner for the same body; 422 ' +
          'IDEMPOTENCY_KEY_REUSED when it was used for another.',
        security: bearerSecurity,
        headers: OrderHeaders,
        body: CreateOrderBody,
        response: { 200: OrderResponse, 201: OrderResponse, ...errors(400, 401, 409, 422, 429) },
      },
      onRequest: app.authenticate,
      config: {
        rateLimit: { per: 'address', max: config.authRateLimitMax, windowSeconds: 60, counter: 'orders' },
      },
    },
    async (request, reply) => {
      const { type, pickupAt, reservationId, voucherCode, note, paymentMethod, notifyWhenReady } = request.body;
      const at = now();
      if (type === 'PICKUP' && (!pickupAt || reservationId !== undefined)) throw new AppError('ORDER_TYPE_MISMATCH');
      if (type === 'DINE_IN' && (reservationId === undefined || pickupAt !== undefined)) {
        throw new AppError('ORDER_TYPE_MISMATCH');
      }
      const pickup = pickupAt ? new Date(pickupAt) : null;
      if (pickup) {
        const rules = await settings.current(at);
        if (!isOpenPickupSlot(pickup, rules, at)) {
          throw new AppError('PICKUP_SLOT_UNAVAILABLE', {
            minutes: rules.pickupSlotMinutes,
            lead: rules.pickupLeadMinutes,
          });
        }
      }
      const { order, created } = await orderRepository.create(
        request.userId,
        {
          type,
          pickupAt: pickup,
          reservationId: reservationId ?? null,
          voucherCode: voucherCode?.trim() || null,
          note: note?.trim() || null,
          paymentMethod,
          notifyWhenReady: type === 'PICKUP' && notifyWhenReady === true,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
        },
        at,
      );
      // a voucher's use count is in the public voucher list
      if (created && order.voucherCode) await cache.invalidate('vouchers');
      return reply.code(created ? 201 : 200).send({ data: order });
    },
  );

  app.get(
    '/orders/my',
    {
      schema: {
        tags: ['orders'],
        operationId: 'listMyOrders',
        summary: "The signed-in diner's orders, newest first",
        description: "The signed-in diner's orders, newest first, a page at a time.",
        security: bearerSecurity,
        querystring: MyOrdersQuery,
        response: { 200: MyOrdersResponse, ...errors(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { page, size } = request.query;
      return paged(await orderRepository.listMine(request.userId, page, size), page, size);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: "One of the diner's orders with its lines and status timeline (another diner's is 404)",
        description:
          "One of the signed-in diner's orders with its lines, voucher, total and status timeline. Another diner's order answers 404.",
        security: bearerSecurity,
        params: IdParams,
        response: { 200: OrderResponse, ...errors(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ data: await orderRepository.findMine(request.userId, request.params.id) }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        operationId: 'cancelOrder',
        summary: 'Cancel an order while it is PLACED; its voucher use is given back',
        description:
          "Cancels one of the signed-in diner's orders while the kitchen has not started it (PLACED); its voucher use is given back. 409 once it is being prepared.",
        security: bearerSecurity,
        params: IdParams,
        response: { 200: OrderResponse, ...errors(400, 401, 404, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const order = await orderRepository.cancel(request.userId, request.params.id, now());
      if (order.voucherCode) await cache.invalidate('vouchers');
      return { data: order };
    },
  );

  app.post(
    '/vouchers/preview',
    {
      schema: {
        tags: ['vouchers'],
        operationId: 'previewVoucher',
        summary: "What a voucher code takes off the diner's cart now, or why it does not apply",
        description: 'Reads only: the order checks the voucher again when it is placed.',
        security: bearerSecurity,
        body: VoucherPreviewBody,
        response: { 200: VoucherPreviewResponse, ...errors(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const cart = await cartRepository.getForUser(request.userId);
      return {
        data: await voucherRepository.preview(request.userId, request.body.voucherCode, cart.total, now()),
      };
    },
  );
};

export default orderRoutes;
