import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Which server answered: the API's routes, or the site server's pages and files around it. */
export type MetricsServer = 'api' | 'site';

/**
 * One process's metrics in Prometheus' text format (prom-client), in a registry of its own (not prom-client's
 * global one: a test builds many apps in one process). Each instance of a cluster exposes its own; Prometheus sums.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Answers by server, method, route pattern (never the address) and status',
      labelNames: ['server', 'method', 'route', 'status'] as const,
      registers,
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by server, method and route pattern',
      labelNames: ['server', 'method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    responseCache: new Counter({
      name: 'response_cache_requests_total',
      help: "Cacheable GETs answered from this instance's response cache (hit) or read from the database (miss)",
      labelNames: ['result'] as const,
      registers,
    }),
    clientEvents: new Counter({
      name: 'client_events_total',
      help: 'Page views and client errors counted by this instance, per remote and version (POST /api/client-errors)',
      labelNames: ['remote', 'version', 'type'] as const,
      registers,
    }),
    /** A gauge read when Prometheus asks (open streams, the outbox's depth, the database pool). */
    gauge(name: string, help: string, read: () => number | Promise<number>): void {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          try {
            this.set(await read());
          } catch {
            // a database that does not answer leaves the gauge at its last value; /metrics still answers
          }
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts every answer of `app` (and of the plugins below it) by route pattern and status, with its latency. */
export function measureRequests(app: FastifyInstance, metrics: Metrics, server: MetricsServer): void {
  app.addHook('onResponse', async (request, reply) => {
    // the pattern (`/api/foods/:id`), never the address: one series per route, whatever the ids or queries
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ server, method: request.method, route, status: String(reply.statusCode) });
    metrics.duration.observe({ server, method: request.method, route }, reply.elapsedTime / 1000);
  });
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * What an operator's read of this process asks for (`/metrics`, `/api/ops/…`): with METRICS_TOKEN,
 * `Authorization: Bearer <token>` (401 without it); with none, 404 like any unknown path, so a server nobody set up
 * for operators tells nothing. One guard, so every operator read is exactly as private as `/metrics`. An `onRequest`
 * hook: it answers before the query is validated, so a stranger learns nothing from a 400 either.
 */
export function operatorTokenGuard(token: string | undefined): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!token) {
      reply.callNotFound();
      return reply;
    }
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(given, token)) {
      // `code` too: inside the API the answer is held to its `{ message, code }` error schema
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'A metrics token is required', code: 'METRICS_TOKEN_REQUIRED' });
    }
    return undefined;
  };
}

/** `GET /metrics`, for Prometheus only, behind `operatorTokenGuard`. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.get('/metrics', { schema: { hide: true }, onRequest: operatorTokenGuard(token) }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics()),
  );
}
