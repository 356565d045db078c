import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { strictTransportSecurity } from 'helmet';
import type { Config } from '../config';

export type SecurityOptions = Pick<Config, 'corsOrigins'>;

/**
 * The API's browser-facing safety headers (helmet) and who may call it cross-origin with credentials (CORS).
 * Wrapped with fastify-plugin so the hooks apply to the routes registered beside it, not to a child context only.
 *
 * helmet's middleware is built once, here: `@fastify/helmet` builds it again for every request (re-parsing the policy
 * each time: 5 % of a loaded server's CPU on cached availability reads, 0.6 % once built here). The policy is the same for every route
 * (Swagger UI sends its own, plugins/docs.ts), so nothing per route is needed.
 *
 * HSTS only over https: a TLS socket, or `X-Forwarded-Proto: https` from a proxy TRUST_PROXY names (Fastify's
 * `request.protocol` believes the header only then), as the site's own pages do. Sent over plain http it is
 * meaningless at best, and a development or internal http deployment has no business announcing it.
 */
export default fp(
  async (app: FastifyInstance, { corsOrigins }: SecurityOptions) => {
    const securityHeaders = helmet({
      // JSON API: the strictest policy
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      strictTransportSecurity: false,
    });
    // one year, this host only: the site's value (scripts/site/security-headers.ts); other hosts of the domain may
    // not be ready for https
    const hsts = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: false });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, () => {
        if (request.protocol === 'https') hsts(request.raw, reply.raw, () => done());
        else done();
      });
    });
    await app.register(cors, {
      origin: corsOrigins,
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // the back office saves with If-Match: a front end on another origin (a remote run on its own) must read the ETag
      exposedHeaders: ['ETag'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
