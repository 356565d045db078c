import { hash, verify } from '@node-rs/argon2';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginBody,
  LoginResponse,
  LogoutBody,
  MeResponse,
  RefreshBody,
  RefreshResponse,
  RegisterBody,
  RegisterResponse,
} from '@restaurant/shared/contracts';
import { Type } from 'typebox';
import { bearerSecurity } from '../../plugins/auth';
import { badRequest, unauthorized } from '../../lib/errors';
import { signAccessToken } from '../../lib/jwt';
import { toUser } from '../../repositories/auth-repository';
import { errors, type RouteDeps } from '../deps';

// verifying against a real hash when the email is unknown keeps both failures equally slow (no account probing)
const DUMMY_HASH = await hash('not-a-real-password-0');

const authRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, config, now }) => {
  const { authRepository } = repos;
  const rateLimit = { max: config.authRateLimitMax, timeWindow: '1 minute' };
  const accessToken = (userId: number) => signAccessToken(userId, config.jwtSecret, config.accessTokenTtl, now().getTime());
  const tokens = (userId: number, refreshToken: string) => ({
    accessToken: accessToken(userId),
    refreshToken,
    tokenType: 'Bearer' as const,
    expiresIn: config.accessTokenTtl,
  });

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a diner account',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...errors(400, 409, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { email, password, fullName, phone } = request.body;
      if (!/\p{L}/u.test(password) || !/\d/.test(password)) {
        throw badRequest('WEAK_PASSWORD', 'Use at least 8 characters with at least one letter and one digit');
      }
      if (!fullName.trim()) throw badRequest('VALIDATION_ERROR', 'Full name is required');
      const user = await authRepository.create({ email, passwordHash: await hash(password), fullName, phone: phone ?? null });
      return reply.code(201).send({ data: toUser(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in: access token (15 min), refresh token and the user',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
      config: { rateLimit },
    },
    async (request) => {
      const user = await authRepository.findByEmail(request.body.email);
      const valid = await verify(user?.passwordHash ?? DUMMY_HASH, request.body.password);
      if (!user?.passwordHash || !valid) throw unauthorized('Incorrect email or password', 'INVALID_CREDENTIALS');
      const refreshToken = await authRepository.startSession(user.id, now());
      return { data: { ...tokens(user.id, refreshToken), user: toUser(user) } };
    },
  );

  for (const path of ['/auth/refreshToken', '/auth/refresh-token']) {
    app.post(
      path,
      {
        schema: {
          tags: ['auth'],
          summary: 'Exchange a refresh token for a new pair (the old one stops working)',
          description: 'Rotates on every use. Re-using a rotated token revokes the session, except within a short grace window (two tabs refreshing together).',
          body: RefreshBody,
          response: { 200: RefreshResponse, ...errors(400, 401, 429) },
        },
        config: { rateLimit: { max: config.authRateLimitMax * 6, timeWindow: '1 minute' } },
      },
      async (request) => {
        const { userId, refreshToken } = await authRepository.rotate(request.body.refreshToken, now());
        return { data: tokens(userId, refreshToken) };
      },
    );
  }

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the refresh token and its whole session',
        body: LogoutBody,
        response: { 204: Type.Null({ description: 'Signed out (also for an unknown token)' }), ...errors(400) },
      },
    },
    async (request, reply) => {
      await authRepository.revokeFamily(request.body.refreshToken, now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: { tags: ['auth'], summary: 'The signed-in diner', security: bearerSecurity, response: { 200: MeResponse, ...errors(401) } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = await authRepository.findById(request.userId);
      if (!user) throw unauthorized('This account no longer exists', 'INVALID_TOKEN');
      return { data: toUser(user) };
    },
  );
};

export default authRoutes;
