import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { clientAddressKey, type RateLimitStore } from '../lib/rate-limit';
import { normalizeEmail } from '../lib/text';

/** A limit on a route: at most `max` requests per `windowSeconds` for one subject. */
export type RateLimitRule = {
  max: number;
  windowSeconds: number;
  /**
   * Who is counted: the client address (checked before the body is even read) or the e-mail address in the
   * validated body (one account, whichever addresses the attempts come from).
   */
  per: 'address' | 'email';
  /** Counters are kept per name and subject: routes naming the same counter share one budget. Default: the route. */
  counter?: string;
  /** Only failures (status 400 and above) use up the budget: a success gives its attempt back. */
  failuresOnly?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** abuse limits of this route, each answering 429 `RATE_LIMITED` with `Retry-After` once exceeded */
    rateLimit?: RateLimitRule | readonly RateLimitRule[];
  }
}

export type RateLimitOptions = { store: RateLimitStore; now: () => Date };

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The subject a rule counts in this request, or null when the request has none (then the rule does not apply). */
function subjectOf(rule: RateLimitRule, request: FastifyRequest): string | null {
  if (rule.per === 'address') return clientAddressKey(request.ip);
  const body: unknown = request.body;
  const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
  return typeof email === 'string' ? normalizeEmail(email) : null;
}

function tooManyAttempts(reply: FastifyReply, resetAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  return new AppError('RATE_LIMITED', { seconds });
}

/** Adds `hook` to a route's hooks of one kind, first or last. */
function withHook(existing: unknown, hook: Hook, first: boolean): Hook[] {
  const hooks = (Array.isArray(existing) ? existing : existing ? [existing] : []) as Hook[];
  return first ? [hook, ...hooks] : [...hooks, hook];
}

/**
 * Enforces the `config.rateLimit` rules of the routes registered after it (in this context and below). Our own
 * small limiter rather than @fastify/rate-limit: a route needs two limits at once (per address and per account),
 * one of them keyed on the body and counting failures only, and the counters live in a store of our own with the
 * app's clock.
 */
export default fp(
  async (app: FastifyInstance, { store, now }: RateLimitOptions) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const configured = route.config?.rateLimit;
      if (!configured) return;
      const rules: readonly RateLimitRule[] = Array.isArray(configured) ? configured : [configured];
      for (const rule of rules) {
        const counter = rule.counter ?? `${String(route.method)} ${route.url}`;
        const keyOf = (request: FastifyRequest) => {
          const subject = subjectOf(rule, request);
          return subject === null ? null : `${counter}|${rule.per}:${subject}`;
        };
        const check: Hook = async (request, reply) => {
          const key = keyOf(request);
          if (key === null) return;
          const at = now();
          const { hits, resetAt } = await store.hit(key, rule.windowSeconds * 1000, at);
          if (hits > rule.max) throw tooManyAttempts(reply, resetAt, at);
        };
        // an address is known before the body is read: refuse early; an e-mail only once the body is validated
        if (rule.per === 'address') route.onRequest = withHook(route.onRequest, check, true);
        else route.preHandler = withHook(route.preHandler, check, false);
        if (rule.failuresOnly) {
          const refundSuccess: Hook = async (request, reply) => {
            const key = keyOf(request);
            if (reply.statusCode < 400 && key !== null) await store.refund(key, now());
          };
          route.onResponse = withHook(route.onResponse, refundSuccess, false);
        }
      }
    });
  },
  { name: 'rate-limit' },
);
