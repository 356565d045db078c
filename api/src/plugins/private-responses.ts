import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route's answers hand out tokens (sign-in, refresh): never stored, whoever asks */
    handsOutTokens?: boolean;
  }
}

/**
 * Whatever is answered to a request that carried a token, or by a route that hands tokens out, is the diner's own
 * business: no browser cache, proxy or shared computer may keep it (a stored sign-in answer is a stored session).
 * Runs after the response cache's hook, so a public route read with a token loses its `public` caching for that
 * answer only; a route's own `private, no-store` is left as it is.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const handsOutTokens = request.routeOptions.config.handsOutTokens === true;
      if (request.headers.authorization === undefined && !handsOutTokens) return payload;
      const current = reply.getHeader('cache-control');
      if (typeof current !== 'string' || !/\bno-store\b/.test(current)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'private-responses', dependencies: ['response-cache'] },
);
