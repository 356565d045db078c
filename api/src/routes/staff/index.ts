import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParams, OrderResponse, StaffOrdersQuery, StaffOrdersResponse } from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { bearerSecurity } from '../../plugins/auth';
import { errors, paged, type RouteDeps } from '../deps';

/** The kitchen's routes: signed in, and the account's role is staff (read from the database, not the token). */
const staffRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, now }) => {
  const { orderRepository } = repos;
  const requireStaff = async (request: FastifyRequest) => {
    if (!(await orderRepository.isStaff(request.userId))) throw new AppError('STAFF_ONLY');
  };

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
      onRequest: app.authenticate,
      preHandler: requireStaff,
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
      onRequest: app.authenticate,
      preHandler: requireStaff,
    },
    async (request) => ({ data: await orderRepository.advance(request.params.id, now()) }),
  );
};

export default staffRoutes;
