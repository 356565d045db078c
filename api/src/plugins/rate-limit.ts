import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { clientAddressKey, type RateLimitStore } from '../lib/rate-limit';
import { normalizeEmail } from '../lib/text';

/** A limit on a route: at most `max` requests per `windowSeconds` from one client address. */
export type RateLimitRule = {
  max: number;
  windowSeconds: number;
  /** Who is counted: the client address (checked before the body is even read). */
  per: 'address';
  /** Counters are kept per name and subject: routes naming the same counter share one budget. Default: the route. */
  counter?: string;
};

/**
 * Guessing slowed down per (account, client address) pair: after `freeFailures` failed attempts on one account from
 * one address, each further attempt from that pair waits `firstDelaySeconds`, doubled at every failure up to
 * `maxDelaySeconds` (429 `RATE_LIMITED` with `Retry-After` meanwhile, the password not even tried). Counted per
 * pair, never per account alone: strangers failing from their addresses cannot keep the diner out from theirs.
 * A success from the pair forgets its failures; failures are forgotten `windowSeconds` after the first one.
 */
export type FailureDelayRule = {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
  /** the answers that count as a failed attempt (a wrong password: 401), not a server error or a refusal here */
  failureStatuses: readonly number[];
  /**
   * The account-wide soft ceiling: past `failures` failed attempts on one account from all addresses together within
   * `windowSeconds` (a thousand addresses would otherwise get `freeFailures` each), the route answers 429
   * `ACCOUNT_CEILING_REACHED` with `Retry-After` until that window ends, except to a request `exempt` lets through
   * (the owner's device). Not a lock-out: the owner keeps signing in from where they are signed in already.
   */
  accountCeiling?: {
    /** the counter's name, shared with what may lift it (`accountCeilingKey`) */
    counter: string;
    failures: number;
    windowSeconds: number;
    exempt: (request: FastifyRequest, at: Date) => Promise<boolean>;
  };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** abuse limits of this route, each answering 429 `RATE_LIMITED` with `Retry-After` once exceeded */
    rateLimit?: RateLimitRule | readonly RateLimitRule[];
    /** a progressive delay on failures per account (the body's `email`) and client address */
    failureDelay?: FailureDelayRule;
  }
}

export type RateLimitOptions = { store: RateLimitStore; now: () => Date };

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type OnSendHook = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;

/** The account the body names (its `email`), or null. */
function accountOf(request: FastifyRequest): string | null {
  const body: unknown = request.body;
  const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
  return typeof email === 'string' ? normalizeEmail(email) : null;
}

/** Where an account's failures under a soft ceiling are counted: clearing it lifts the ceiling. */
export const accountCeilingKey = (counter: string, email: string): string =>
  `${counter}|account:${normalizeEmail(email)}`;

/** The (account, address) pair a failure delay counts, or null when the body names no account. */
function pairOf(request: FastifyRequest): string | null {
  const account = accountOf(request);
  return account === null ? null : `${account}|${clientAddressKey(request.ip)}`;
}

/** The wait after the `failures`-th failure of a pair: none for the free ones, then doubling up to the cap. */
export function failureDelaySeconds(rule: FailureDelayRule, failures: number): number {
  const beyond = failures - rule.freeFailures;
  if (beyond < 0) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(beyond, 30));
}

function tooManyAttempts(reply: FastifyReply, resetAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  return new AppError('RATE_LIMITED', { seconds });
}

/** Adds `hook` to a route's hooks of one kind, first or last. */
function withHook<H extends Hook | OnSendHook>(existing: unknown, hook: H, first: boolean): H[] {
  const hooks = (Array.isArray(existing) ? existing : existing ? [existing] : []) as H[];
  return first ? [hook, ...hooks] : [...hooks, hook];
}

/**
 * Enforces the `config.rateLimit` and `config.failureDelay` rules of the routes registered after it (in this context
 * and below). Our own small limiter rather than @fastify/rate-limit: a route needs a fixed window per address and a
 * progressive delay per (account, address) pair keyed on the validated body and counting failures only, and the
 * counters live in a store of our own (shared by every instance on PostgreSQL) with the app's clock.
 */
export default fp(
  async (app: FastifyInstance, { store, now }: RateLimitOptions) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const configured = route.config?.rateLimit;
      const rules: readonly RateLimitRule[] = !configured ? [] : Array.isArray(configured) ? configured : [configured];
      for (const rule of rules) {
        const counter = rule.counter ?? `${String(route.method)} ${route.url}`;
        const check: Hook = async (request, reply) => {
          const at = now();
          const key = `${counter}|address:${clientAddressKey(request.ip)}`;
          const { hits, resetAt } = await store.hit(key, rule.windowSeconds * 1000, at);
          if (hits > rule.max) throw tooManyAttempts(reply, resetAt, at);
        };
        // an address is known before the body is read: refuse early
        route.onRequest = withHook(route.onRequest, check, true);
      }
      const delay = route.config?.failureDelay;
      if (delay) {
        const counter = `${String(route.method)} ${route.url}|pair:`;
        const waitKey = (pair: string) => `${counter}${pair}|wait`;
        const ceiling = delay.accountCeiling;
        const accountKey = (account: string) => accountCeilingKey(ceiling?.counter ?? '', account);
        // the body is validated by now: the account is known
        const waitOut: Hook = async (request, reply) => {
          const pair = pairOf(request);
          if (pair === null) return;
          const at = now();
          const wait = await store.peek(waitKey(pair), at);
          if (wait) throw tooManyAttempts(reply, wait.resetAt, at);
          if (!ceiling) return;
          const failures = await store.peek(accountKey(accountOf(request)!), at);
          if (failures && failures.hits >= ceiling.failures && !(await ceiling.exempt(request, at))) {
            const seconds = Math.max(1, Math.ceil((failures.resetAt.getTime() - at.getTime()) / 1000));
            reply.header('retry-after', String(seconds));
            throw new AppError('ACCOUNT_CEILING_REACHED', { minutes: Math.ceil(seconds / 60) });
          }
        };
        route.preHandler = withHook(route.preHandler, waitOut, false);
        // before the answer leaves: the client's next attempt already finds the wait this failure starts
        const account: OnSendHook = async (request, reply, payload) => {
          const pair = pairOf(request);
          if (pair === null || reply.statusCode === 429) return payload;
          const at = now();
          if (reply.statusCode < 400) {
            await Promise.all([store.clear(`${counter}${pair}`), store.clear(waitKey(pair))]);
          } else if (delay.failureStatuses.includes(reply.statusCode)) {
            // a success clears the pair's failures only: the owner signing in does not end the guessing elsewhere
            if (ceiling) await store.hit(accountKey(accountOf(request)!), ceiling.windowSeconds * 1000, at);
            const { hits } = await store.hit(`${counter}${pair}`, delay.windowSeconds * 1000, at);
            const seconds = failureDelaySeconds(delay, hits);
            if (seconds > 0) await store.hit(waitKey(pair), seconds * 1000, at);
          }
          return payload;
        };
        route.onSend = withHook(route.onSend, account, false);
      }
    });
  },
  { name: 'rate-limit' },
);
