import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { verifyAccessToken } from '../lib/jwt';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in diner; set by `authenticate`, 0 on public routes */
    userId: number;
    /** when the request's access token expires (epoch ms); set by `authenticate`, 0 on public routes */
    accessExpiresAt: number;
    /** the session the access token was issued for; set by `authenticate`, '' on public routes */
    sessionId: string;
  }
  interface FastifyInstance {
    /** preHandler for signed-in routes: a valid bearer access token or 401 */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * The session the request's bearer token was issued for, expired or not (its signature checked), or why there
     * is none: for sign-out, which must end the caller's session even once its access token has expired.
     */
    bearerSession: (request: FastifyRequest) => Promise<BearerSession>;
  }
}

export type BearerSession =
  { ok: true; userId: number; sessionId: string } | { ok: false; error: 'SIGN_IN_REQUIRED' | 'INVALID_TOKEN' };

export const bearerSecurity = [{ bearerAuth: [] }];

export type AuthOptions = {
  jwtSecret: string;
  now: () => Date;
  /** whether the session an access token names is still signed in (see authRepository.isSessionActive) */
  isSessionActive: (sessionId: string, userId: number, now: Date) => Promise<boolean>;
};

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return (header ? /^Bearer\s+(\S+)$/i.exec(header) : null)?.[1];
}

export default fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    app.decorateRequest('userId', 0);
    app.decorateRequest('accessExpiresAt', 0);
    app.decorateRequest('sessionId', '');
    app.decorate('bearerSession', async (request: FastifyRequest): Promise<BearerSession> => {
      const token = bearerToken(request);
      if (!token) return { ok: false, error: 'SIGN_IN_REQUIRED' };
      const result = await verifyAccessToken(token, options.jwtSecret, options.now().getTime());
      if (result.ok || result.reason === 'expired') {
        return { ok: true, userId: result.userId, sessionId: result.sessionId };
      }
      return { ok: false, error: 'INVALID_TOKEN' };
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('SIGN_IN_REQUIRED');
      const now = options.now();
      const result = await verifyAccessToken(token, options.jwtSecret, now.getTime());
      if (!result.ok) {
        throw result.reason === 'expired' ? new AppError('TOKEN_EXPIRED') : new AppError('INVALID_TOKEN');
      }
      // a signature alone would keep a token valid for its whole lifetime after sign-out, a password reset or the
      // account's deletion: one indexed lookup per request ends it at once
      if (!(await options.isSessionActive(result.sessionId, result.userId, now))) {
        throw new AppError('SESSION_REVOKED');
      }
      request.userId = result.userId;
      request.accessExpiresAt = result.expiresAt;
      request.sessionId = result.sessionId;
    });
  },
  { name: 'auth' },
);
