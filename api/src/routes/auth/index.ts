import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hash, verify } from '@node-rs/argon2';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import {
  ForgotPasswordBody,
  ForgotPasswordResponse,
  LoginBody,
  LoginResponse,
  LogoutBody,
  MeResponse,
  RefreshBody,
  RefreshResponse,
  PASSWORD_RESET_COOLDOWN_SECONDS,
  RegisterBody,
  RegisterResponse,
  ResendVerificationBody,
  ResendVerificationResponse,
  ResetPasswordBody,
  UpdateLanguageBody,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  VerifyEmailBody,
  VerifyEmailResponse,
} from '@restaurant/shared/contracts';
import { negotiateLocale } from '../../i18n/locale';
import { messageText } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import { signAccessToken } from '../../lib/jwt';
import { accountStreamsTag, sessionStreamsTag } from '../../lib/order-event-hub';
import { normalizeEmail } from '../../lib/text';
import { bearerSecurity } from '../../plugins/auth';
import { accountCeilingKey, type FailureDelayRule, type RateLimitRule } from '../../plugins/rate-limit';
import { toUser, type Session } from '../../repositories/auth-repository';
import { errors, type RouteDeps } from '../deps';

// verifying against a real hash when the email is unknown keeps both failures equally slow (no account probing)
const DUMMY_HASH = await hash('not-a-real-password-0');

/**
 * The account-wide soft ceiling on wrong passwords: past this many failures on one account in
 * `ACCOUNT_FAILURE_WINDOW_SECONDS`, from every address together, sign-in pauses until the window ends except with a
 * live refresh token of the account (a device the owner is signed in on), or until the owner resets the password with
 * the link mailed to the account's address, which lifts it (a stranger cannot read that inbox). Far above what an owner mistypes in a day;
 * far below the thousands of guesses a day that many addresses get from the per-pair delay alone.
 */
export const ACCOUNT_FAILURE_CEILING = 100;
export const ACCOUNT_FAILURE_WINDOW_SECONDS = 24 * 3600;
const SIGN_IN_CEILING = 'sign-in';

const invalidCode = () => new AppError('INVALID_CODE');

const authRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, config, now, bus, rateLimits }) => {
  const { authRepository, accountRepository } = repos;
  const verifyThrottleKey = (email: string) => `verify:${normalizeEmail(email)}`;
  const resetThrottleKey = (email: string) => `reset:${normalizeEmail(email)}`;

  /**
   * Guessing one account's password from one address slows down: 5 free failures, then 1 s, 2 s, 4 s… (at most
   * 15 minutes) between attempts. Per (account, address) pair: an account-wide lock let anyone who knew an e-mail
   * address lock its owner out (issue 30). Many addresses together meet the account's soft ceiling, which the owner's
   * signed-in device passes.
   */
  const signInFailureDelay: FailureDelayRule = {
    freeFailures: 5,
    firstDelaySeconds: 1,
    maxDelaySeconds: 15 * 60,
    windowSeconds: 15 * 60,
    failureStatuses: [401],
    accountCeiling: {
      counter: SIGN_IN_CEILING,
      failures: ACCOUNT_FAILURE_CEILING,
      windowSeconds: ACCOUNT_FAILURE_WINDOW_SECONDS,
      exempt: async (request, at) => {
        const { email, refreshToken } = request.body as LoginBody;
        return refreshToken !== undefined && authRepository.holdsLiveRefreshToken(email, refreshToken, at);
      },
    },
  };

  /** Starts the address's send cool-down, or answers 429 with the seconds left while it runs. */
  async function claimSendOrThrow(key: string, cooldownSeconds: number, reply: FastifyReply, at: Date) {
    const wait = await accountRepository.claimSend(key, cooldownSeconds, at);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError('RESEND_COOLDOWN', { seconds: wait });
    }
  }

  const rateLimit: RateLimitRule = { per: 'address', max: config.authRateLimitMax, windowSeconds: 60 };
  const tokens = async (session: Session) => ({
    accessToken: await signAccessToken(session, config.jwtSecret, config.accessTokenTtl, now().getTime()),
    refreshToken: session.refreshToken,
    tokenType: 'Bearer' as const,
    expiresIn: config.accessTokenTtl,
  });

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        operationId: 'registerDiner',
        summary: 'Create a diner account',
        description:
          'Creates a diner account and e-mails a six-digit code to confirm the address, in the language of the request. Answers 409 when the address is taken; limited per address (429).',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...errors(400, 409, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      // the password rule (length, a letter and a digit) is the contract's schema: a weak one never gets here
      const { email, password, fullName, phone } = request.body;
      if (!fullName.trim()) throw new AppError('FULL_NAME_REQUIRED');
      // the diner's e-mails are in the language they signed up in, until they switch the site to another
      const account = {
        email,
        passwordHash: await hash(password),
        fullName,
        phone: phone ?? null,
        language: negotiateLocale(request.headers['accept-language']),
      };
      // the first code goes out with the sign-up; asking for another waits out the same cool-down as a resend
      const user = await accountRepository.register(
        account,
        verifyThrottleKey(email),
        VERIFICATION_RESEND_COOLDOWN_SECONDS,
        now(),
      );
      return reply.code(201).send({ data: toUser(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'signIn',
        summary: 'Sign in: access token (15 min), refresh token and the user',
        description:
          'Checks the e-mail and password and answers a bearer access token, a refresh token and the account. Wrong passwords are limited per account and address (429 with Retry-After).',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
      config: { rateLimit, failureDelay: signInFailureDelay, handsOutTokens: true },
    },
    async (request) => {
      const user = await authRepository.findByEmail(request.body.email);
      const valid = await verify(user?.passwordHash ?? DUMMY_HASH, request.body.password);
      if (!user?.passwordHash || !valid) throw new AppError('INVALID_CREDENTIALS');
      const session = await authRepository.startSession(user.id, now());
      return { data: { ...(await tokens(session)), user: toUser(user) } };
    },
  );

  // the spec's name for it, and the same route as the rest of the API names its paths
  const refreshPaths = { '/auth/refreshToken': 'refreshToken', '/auth/refresh-token': 'refreshTokenKebabPath' };
  for (const [path, operationId] of Object.entries(refreshPaths)) {
    app.post(
      path,
      {
        schema: {
          tags: ['auth'],
          operationId,
          summary: 'Exchange a refresh token for a new pair (the old one stops working)',
          description:
            'Rotates on every use. Re-using a rotated token revokes the session, except within a short grace window (two tabs refreshing together).',
          body: RefreshBody,
          response: { 200: RefreshResponse, ...errors(400, 401, 429) },
        },
        config: {
          rateLimit: { per: 'address', max: config.authRateLimitMax * 6, windowSeconds: 60 },
          handsOutTokens: true,
        },
      },
      async (request) => {
        return { data: await tokens(await authRepository.rotate(request.body.refreshToken, now())) };
      },
    );
  }

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        operationId: 'signOut',
        summary: "Sign out: ends the caller's session; its refresh and access tokens stop working at once",
        description:
          'Ends the session of the bearer access token (an expired one still names it), and the session of the ' +
          "body's refresh token when it is the same diner's. Without a bearer token, the refresh token alone names " +
          'the session (required then).',
        security: [...bearerSecurity, {}],
        body: LogoutBody,
        response: { 204: Type.Null({ description: 'Signed out (also for an unknown token)' }), ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const { refreshToken } = request.body;
      const caller = await app.bearerSession(request);
      // a bearer that proves nothing (garbage, another key) does not stop a sign-out by refresh token
      if (!caller.ok && !refreshToken) throw new AppError(caller.error);
      const ended = await authRepository.signOut(caller.ok ? caller : null, refreshToken, now());
      // the live streams opened with the session end with it, on every instance, not at their token's expiry
      if (ended.length) await bus.publish(ended.map(sessionStreamsTag));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'requestPasswordReset',
        summary: 'Ask for a password-reset link (valid 30 minutes, single use; one per minute per address)',
        description:
          'Always 202 outside the cool-down, whether or not the address has an account. A new link invalidates the earlier ones.',
        body: ForgotPasswordBody,
        response: { 202: ForgotPasswordResponse, ...errors(400, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const at = now();
      // keyed by address whether or not it has an account, so the cool-down tells nothing about accounts
      await claimSendOrThrow(resetThrottleKey(request.body.email), PASSWORD_RESET_COOLDOWN_SECONDS, reply, at);
      const user = await authRepository.findByEmail(request.body.email);
      // profiles without a password (seeded reviewers) cannot sign in, so they cannot reset one either
      if (user?.passwordHash) await accountRepository.sendResetLink(user, at);
      const message = messageText('RESET_LINK_ON_ITS_WAY', negotiateLocale(request.headers['accept-language']));
      return reply.code(202).header('vary', 'Accept-Language').send({ data: null, message });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: 'Set a new password with the token from the reset link; signs out every session',
        description:
          'Sets the password from the token a reset link carries (single use, 30 minutes) and ends every session of the account. 400 when the token is unknown, used or expired.',
        body: ResetPasswordBody,
        response: { 204: Type.Null({ description: 'Password changed' }), ...errors(400, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const passwordHash = await hash(request.body.password);
      const accountId = await accountRepository.resetPassword(request.body.token, passwordHash, now());
      if (accountId === null) throw new AppError('INVALID_RESET_TOKEN');
      // every session is signed out: every live stream of the account ends too, on every instance
      await bus.publish([accountStreamsTag(accountId)]);
      // the link proved the inbox: the owner signs in now, whatever strangers guessed (they start from zero again)
      const account = await authRepository.findById(accountId);
      if (account) await rateLimits.clear(accountCeilingKey(SIGN_IN_CEILING, account.email));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        operationId: 'verifyEmail',
        summary: 'Confirm the e-mail address with the six-digit code (valid 15 minutes, 5 tries)',
        description:
          'Confirms the address with the code that was e-mailed; a confirmed address may post a review. 400 for a wrong or expired code, 429 after five tries.',
        body: VerifyEmailBody,
        response: { 200: VerifyEmailResponse, ...errors(400, 429) },
      },
      config: { rateLimit },
    },
    async (request) => {
      const user = await authRepository.findByEmail(request.body.email);
      if (!user?.passwordHash) throw invalidCode();
      if (user.emailVerifiedAt) return { data: { verified: true as const } };
      if (!(await accountRepository.verifyCode(user.id, request.body.code, now()))) throw invalidCode();
      return { data: { verified: true as const } };
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resendVerificationCode',
        summary: 'Send a new verification code (one per minute per address)',
        description: 'Always 202 outside the cool-down, whether or not the address has an account or is verified.',
        body: ResendVerificationBody,
        response: { 202: ResendVerificationResponse, ...errors(400, 429) },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const at = now();
      await claimSendOrThrow(verifyThrottleKey(request.body.email), VERIFICATION_RESEND_COOLDOWN_SECONDS, reply, at);
      const user = await authRepository.findByEmail(request.body.email);
      if (user?.passwordHash && !user.emailVerifiedAt) await accountRepository.sendVerificationCode(user.id, at);
      return reply.code(202).send({ data: { retryAfterSeconds: VERIFICATION_RESEND_COOLDOWN_SECONDS } });
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getMe',
        summary: 'The signed-in account, with its role (diner, staff or manager)',
        description:
          'The account the bearer token names: name, e-mail, whether it is confirmed, its role and language. 401 without a valid token.',
        security: bearerSecurity,
        response: { 200: MeResponse, ...errors(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = await authRepository.findById(request.userId);
      if (!user) throw new AppError('ACCOUNT_GONE');
      return { data: toUser(user) };
    },
  );

  app.put(
    '/auth/me/language',
    {
      schema: {
        tags: ['auth'],
        operationId: 'setMyLanguage',
        summary: "The language of the signed-in diner's e-mails (the site sends it when the diner switches language)",
        description:
          "Stores the language the diner's e-mails are written in (en, fr, ar or ch). The site sends it when a signed-in diner switches language.",
        security: bearerSecurity,
        body: UpdateLanguageBody,
        response: { 200: MeResponse, ...errors(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = await accountRepository.setLanguage(request.userId, request.body.language);
      if (!user) throw new AppError('ACCOUNT_GONE');
      return { data: toUser(user) };
    },
  );
};

export default authRoutes;
