import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import type { Repositories } from '../repositories/index';

/**
 * The preHandler of every staff route, after `onRequest: app.authenticate`: the account's role is read from the
 * database on each request (a role taken away works at once; the token does not carry it). A diner: 403 STAFF_ONLY.
 */
export function requireStaff({ orderRepository }: Pick<Repositories, 'orderRepository'>) {
  return async (request: FastifyRequest) => {
    if (!(await orderRepository.isStaff(request.userId))) throw new AppError('STAFF_ONLY');
  };
}
