import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Whatever is answered to a request that carried a token is the diner's own business: no browser cache, proxy or
 * shared computer may keep it. Runs after the response cache's hook, so a public route read with a token loses its
 * `public` caching for that answer only; a route's own `private, no-store` is left as it is.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers.authorization === undefined) return payload;
      const current = reply.getHeader('cache-control');
      if (typeof current !== 'string' || !/\bno-store\b/.test(current)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'private-responses', dependencies: ['response-cache'] },
);
