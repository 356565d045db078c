import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddToCartBody, CartResponse, UpdateCartBody, UpdateCartParams } from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { localDateOf } from '../../lib/slot';
import { bearerSecurity } from '../../plugins/auth';
import { errors, type RouteDeps } from '../deps';

const cartRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, rules, now }) => {
  const { cartRepository } = repos;
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get(
    '/carts/my-cart',
    {
      schema: {
        tags: ['cart'],
        operationId: 'getMyCart',
        summary: "The signed-in diner's cart with line and grand totals",
        description: 'Writes nothing: before the first add the cart is empty and its id is null.',
        security: bearerSecurity,
        response: { 200: CartResponse, ...errors(401) },
      },
    },
    async (request) => ({ data: await cartRepository.getForUser(request.userId) }),
  );

  app.post(
    '/carts/addToCart',
    {
      schema: {
        tags: ['cart'],
        operationId: 'addToCart',
        summary: 'Add a dish or combo; merges into the existing line for it',
        description:
          '201 when a new line was created, 200 when an existing line grew. Answers the whole cart. 409 SOLD_OUT: the ' +
          'dish or combo (or one of its dishes) is sold out for today.',
        security: bearerSecurity,
        body: AddToCartBody,
        response: { 200: CartResponse, 201: CartResponse, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { type = 'FOOD', foodId, comboId, quantity } = request.body;
      if (type === 'FOOD' && (!foodId || comboId)) {
        throw new AppError('FOOD_LINE_INVALID');
      }
      if (type === 'COMBO' && (!comboId || foodId)) {
        throw new AppError('COMBO_LINE_INVALID');
      }
      const { cart, created } = await cartRepository.add(
        request.userId,
        {
          type,
          foodId: type === 'FOOD' ? (foodId ?? null) : null,
          comboId: type === 'COMBO' ? (comboId ?? null) : null,
          quantity,
        },
        localDateOf(now(), rules),
      );
      return reply.code(created ? 201 : 200).send({ data: cart });
    },
  );

  app.put(
    '/carts/updateToCart/:cartId',
    {
      schema: {
        tags: ['cart'],
        operationId: 'updateCartLine',
        summary: 'Set a line quantity; 0 or less removes the line',
        description:
          "Sets one line's quantity in the signed-in diner's cart; 0 or less removes the line. 404 for a line of another cart.",
        security: bearerSecurity,
        params: UpdateCartParams,
        body: UpdateCartBody,
        response: { 200: CartResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { cartDetailId, quantity } = request.body;
      return { data: await cartRepository.update(request.userId, request.params.cartId, cartDetailId, quantity) };
    },
  );

  app.post(
    '/carts/prices-seen',
    {
      schema: {
        tags: ['cart'],
        operationId: 'acknowledgeCartPrices',
        summary: "The diner has seen the cart's changed prices",
        description:
          'A line whose price the restaurant changed since the diner added it shows `previousUnitPrice`; the cart ' +
          'page calls this once the diner has acknowledged the notice, and every line then shows null there until ' +
          'the next change. Changing a line does the same for that line. Answers the whole cart.',
        security: bearerSecurity,
        response: { 200: CartResponse, ...errors(401) },
      },
    },
    async (request) => ({ data: await cartRepository.pricesSeen(request.userId) }),
  );
};

export default cartRoutes;
