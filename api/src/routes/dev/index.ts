import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OutboxQuery, OutboxResponse } from '@restaurant/shared/contracts';
import { errors, type RouteDeps } from '../deps';

/** Development-only routes: registered only when the server was started with DEV_OUTBOX=1 (dev, tests, e2e). */
const devRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos }) => {
  const { outboxRepository } = repos;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the API would have e-mailed (password-reset links, verification codes), newest first',
        description: 'Only with DEV_OUTBOX=1. Shared by every API instance on the same database.',
        querystring: OutboxQuery,
        response: { 200: OutboxResponse, ...errors(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { items: await outboxRepository.list(request.query.to) } };
    },
  );

  app.delete(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Empty the outbox (e2e runs start clean)',
        response: { 204: Type.Null({ description: 'Emptied' }) },
      },
    },
    async (_request, reply) => {
      await outboxRepository.clear();
      return reply.code(204).send(null);
    },
  );
};

export default devRoutes;
