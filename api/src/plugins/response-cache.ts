import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCache, etagOf } from '../lib/response-cache';
import type { ReadStamp } from '../lib/tagged-entries';

export type RouteCacheConfig = {
  /** writes drop every entry carrying one of these tags */
  tags: readonly string[];
  /** how long this instance keeps the answer */
  ttlSeconds: number;
  /** Cache-Control max-age for browsers and proxies; 0 = revalidate with the ETag every time */
  browserMaxAge: number;
  /**
   * A write acknowledged by any instance is in the next answer of every instance: a hit first waits for the
   * invalidation bus to catch up (one shared round trip to PostgreSQL; nothing on PGlite). Without it another
   * instance may serve the old answer until the invalidation arrives (milliseconds) or, if it is lost, the TTL.
   */
  consistent?: boolean;
  /**
   * The answer depends on the restaurant's date (what is sold out today): it is kept per day, so the first read of
   * a new day is read afresh whatever the TTL.
   */
  perDay?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: RouteCacheConfig;
  }
}

/** What the answer of a request the cache missed is kept with. */
type Miss = {
  config: RouteCacheConfig;
  /** the key it was looked up under, so its answer is stored under the same one (even past midnight) */
  key: string;
  /** when it began reading; absent when its answer must not be kept (the bus could not catch up) */
  since?: ReadStamp;
};
const misses = new WeakMap<FastifyRequest, Miss>();

function cacheControl(c: RouteCacheConfig) {
  return c.browserMaxAge > 0 ? `public, max-age=${c.browserMaxAge}` : 'public, no-cache';
}

/** Names and values in name order: the same request however its parameters were ordered. */
function canonical(values: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((name) => [name, values[name]]),
  );
}

/** The query parameters the route's schema declares, as validated and coerced (`page=01` is page 1). */
function declaredQuery(request: FastifyRequest): Record<string, unknown> {
  const schema = request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  const query = request.query as Record<string, unknown>;
  const names = Object.keys(schema?.properties ?? {}).filter((name) => query[name] !== undefined);
  return Object.fromEntries(names.map((name) => [name, query[name]]));
}

/**
 * The key of an answer: the route and what its schema validated, not the raw URL. Unknown parameters (which the
 * schema strips, or which a route without a query schema ignores) and their order cannot make new entries, so a
 * client cannot flush the cache or grow it by varying the URL.
 */
function cacheKey(request: FastifyRequest): string {
  const params = request.params as Record<string, unknown>;
  return `${request.routeOptions.url} ${canonical(params)} ${canonical(declaredQuery(request))}`;
}

/**
 * The keys of the URLs last asked for. A URL always validates to the same parameters, so its key is worked out once
 * (sorting and serialising them was a twentieth of a hit's time), and a per-day key once a day: the same string
 * again, which the cache's map looks up without hashing it anew. At most `maxUrls` are remembered, the least recently
 * used forgotten first, so varying the URL only costs the key's computation again.
 */
export function cacheKeysByUrl(maxUrls: number): (request: FastifyRequest, day?: string) => string {
  const keysByUrl = new Map<string, { key: string; day?: string; keyOfDay?: string }>();
  return (request, day) => {
    let known = keysByUrl.get(request.url);
    if (known) {
      // re-inserted: Map keeps insertion order, so this URL is now the most recently used
      keysByUrl.delete(request.url);
    } else {
      known = { key: cacheKey(request) };
      if (keysByUrl.size >= maxUrls) {
        const oldest = keysByUrl.keys().next().value;
        if (oldest !== undefined) keysByUrl.delete(oldest);
      }
    }
    keysByUrl.set(request.url, known);
    if (day === undefined) return known.key;
    if (known.day !== day || known.keyOfDay === undefined) {
      known.day = day;
      known.keyOfDay = `${known.key} ${day}`;
    }
    return known.keyOfDay;
  };
}

function notModified(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Read-mostly GET routes opt in with `config: { cache }`. A hit is answered in preHandler: after validation (the key
 * is the validated query) and before the database. A miss's answer is kept only if no invalidation of its tags was
 * heard while it was being read (it may predate that write). Every cached answer carries an ETag; a matching
 * If-None-Match gets 304.
 *
 * The lookup is a hook of each cached route, given its configuration as the route is added: a request of another
 * route runs none of it, and a hit does not build `request.routeOptions` (Fastify makes a new frozen copy on every
 * read of it). The answer is kept in a hook of every route, after the x-request-id one and before
 * `private-responses`, whose `no-store` must come last.
 */
export default fp(
  async (
    app: FastifyInstance,
    options: { cache: ResponseCache; today: () => string; onResult?: (result: 'hit' | 'miss') => void },
  ) => {
    const { cache, today, onResult } = options;
    const keyOf = cacheKeysByUrl(cache.maxEntries);
    // start listening before the first request: entries stored before the listener is up are dropped when it is
    await cache.bus.sync();

    const lookUp = (config: RouteCacheConfig) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET') return;
      const key = keyOf(request, config.perDay ? today() : undefined);
      if (config.consistent && !(await cache.bus.sync())) {
        misses.set(request, { config, key });
        return;
      }
      const entry = cache.get(key);
      onResult?.(entry ? 'hit' : 'miss');
      if (!entry) {
        // taken before the handler reads the database, as nothing is awaited between the two
        misses.set(request, { config, key, since: cache.stamp() });
        return;
      }
      reply.header('etag', entry.etag).header('cache-control', cacheControl(config)).header('x-cache', 'HIT');
      if (notModified(request, entry.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      const config = route.config?.cache;
      if (!config) return;
      // first: before the route's own preHandlers, as a hook of the whole API was
      const own = route.preHandler;
      route.preHandler = [lookUp(config), ...(Array.isArray(own) ? own : own ? [own] : [])];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const miss = misses.get(request);
      if (!miss) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const { config, key, since } = miss;
      const etag =
        config.ttlSeconds > 0 && since !== undefined
          ? cache.set(key, payload, config.ttlSeconds, config.tags, since).etag
          : etagOf(payload);
      reply.header('etag', etag).header('cache-control', cacheControl(config)).header('x-cache', 'MISS');
      if (notModified(request, etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'response-cache' },
);
