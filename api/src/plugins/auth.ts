import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
import { verifyAccessToken } from '../lib/jwt';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in diner; set by `authenticate`, 0 on public routes */
    userId: number;
  }
  interface FastifyInstance {
    /** preHandler for signed-in routes: a valid bearer access token or 401 */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export const bearerSecurity = [{ bearerAuth: [] }];

export default fp(
  async (app: FastifyInstance, options: { jwtSecret: string; now: () => Date }) => {
    app.decorateRequest('userId', 0);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw unauthorized('Sign in to continue', 'UNAUTHORIZED');
      const result = verifyAccessToken(match[1], options.jwtSecret, options.now().getTime());
      if (!result.ok) {
        throw result.reason === 'expired'
          ? unauthorized('Your session has expired: refresh the token', 'TOKEN_EXPIRED')
          : unauthorized('Invalid access token', 'INVALID_TOKEN');
      }
      request.userId = result.userId;
    });
  },
  { name: 'auth' },
);
