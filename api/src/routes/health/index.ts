import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '@restaurant/shared/contracts';
import type { RouteDeps } from '../deps';

const healthRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { engine, version }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'Liveness: engine, version, uptime', response: { 200: HealthResponse } },
      config: { maintenanceExempt: true },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { status: 'ok' as const, engine, version, uptime: Math.round(process.uptime() * 10) / 10 } };
    },
  );
};

export default healthRoutes;
