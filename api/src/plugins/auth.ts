import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
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

export type AuthOptions = {
  jwtSecret: string;
  now: () => Date;
  /** whether the session an access token names is still signed in (see authRepository.isSessionActive) */
  isSessionActive: (sessionId: string, userId: number, now: Date) => Promise<boolean>;
};

export default fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    app.decorateRequest('userId', 0);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) throw new AppError('SIGN_IN_REQUIRED');
      const now = options.now();
      const result = await verifyAccessToken(match[1], options.jwtSecret, now.getTime());
      if (!result.ok) {
        throw result.reason === 'expired' ? new AppError('TOKEN_EXPIRED') : new AppError('INVALID_TOKEN');
      }
      // a signature alone would keep a token valid for its whole lifetime after sign-out, a password reset or the
      // account's deletion: one indexed lookup per request ends it at once
      if (!(await options.isSessionActive(result.sessionId, result.userId, now))) {
        throw new AppError('SESSION_REVOKED');
      }
      request.userId = result.userId;
    });
  },
  { name: 'auth' },
);
