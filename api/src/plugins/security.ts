import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export type SecurityOptions = Pick<Config, 'corsOrigins'>;

/**
 * The API's browser-facing safety headers (helmet) and who may call it cross-origin with credentials (CORS).
 * Wrapped with fastify-plugin so the hooks apply to the routes registered beside it, not to a child context only.
 */
export default fp(
  async (app: FastifyInstance, { corsOrigins }: SecurityOptions) => {
    await app.register(helmet, {
      // JSON API: the strictest policy; Swagger UI gets its own (plugins/docs.ts)
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    await app.register(cors, {
      origin: corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
