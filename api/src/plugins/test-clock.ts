import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** how far the request's `X-Test-Now` puts the API's clock from the machine's, in ms */
    testClockOffsetMs: number;
  }
}

/** The header an end-to-end test sets the API's clock with, for its own requests only. */
export const TEST_NOW_HEADER = 'x-test-now';

/**
 * The API's clock as a request sees it: the machine's, or, with TEST_CLOCK=1, moved to the instant the request's
 * `X-Test-Now` names (and running on from there). A test can then book a table at its opening and record the
 * no-show after it, whatever the hour the suite runs at, while the tests beside it keep the real clock.
 */
export function requestClock(now: () => Date): () => Date {
  return () => {
    const offset = requestContext.get('testClockOffsetMs');
    return offset === undefined ? now() : new Date(now().getTime() + offset);
  };
}

export type TestClockOptions = {
  /** TEST_CLOCK=1: the e2e server's setting, off unless named */
  enabled: boolean;
  /** the machine's clock, which the header's instant is measured against */
  now: () => Date;
};

/**
 * Reads `X-Test-Now` (an ISO 8601 instant) into the request's context. @fastify/request-context keeps the context
 * across the body's parsing, which a bare AsyncLocalStorage entered in a hook does not.
 */
export default fp(
  async (app: FastifyInstance, { enabled, now }: TestClockOptions) => {
    if (!enabled) return;
    await app.register(fastifyRequestContext);
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers[TEST_NOW_HEADER];
      if (header === undefined) return;
      const at = typeof header === 'string' ? Date.parse(header) : Number.NaN;
      if (Number.isNaN(at)) return sendError(request, reply, 'VALIDATION_ERROR', { fields: 'X-Test-Now' });
      request.requestContext.set('testClockOffsetMs', at - now().getTime());
    });
  },
  { name: 'test-clock', dependencies: ['errors'] },
);
