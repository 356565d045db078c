import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** still answered when MAINTENANCE=1 */
    maintenanceExempt?: boolean;
  }
}

export type MaintenanceOptions = {
  /** MAINTENANCE=1: every route answers 503 `MAINTENANCE` except those marked `maintenanceExempt` (health probes) */
  enabled: boolean;
};

/** Registered before the routes' own hooks so a request in maintenance costs no database work. */
export default fp(
  async (app: FastifyInstance, { enabled }: MaintenanceOptions) => {
    if (!enabled) return;
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.maintenanceExempt) return;
      return sendError(request, reply.header('retry-after', '300'), 'MAINTENANCE');
    });
  },
  { name: 'maintenance', dependencies: ['errors'] },
);
