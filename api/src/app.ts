import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { businessRules as defaultRules, type BusinessRules } from './business-rules';
import { fastifyTrustProxy, loadConfig, resolveJwtSecret, type Config } from './config';
import type { Database } from './db/index';
import type { InvalidationBus } from './lib/invalidation-bus';
import { createMetrics, measureRequests, registerMetricsRoute, type Metrics } from './lib/metrics';
import { localDateKeeper } from './lib/slot';
import { waitUntilOn, type WaitUntil } from './lib/wait-until';
import { createDeliveryWorker } from './mail/delivery-worker';
import { createMailTransport, describeMailDelivery } from './mail/transport';
import authPlugin from './plugins/auth';
import backupsPlugin from './plugins/backups';
import docsPlugin, { guardOperationIds } from './plugins/docs';
import errorsPlugin, { withLogSafeErrors } from './plugins/errors';
import housekeepingPlugin from './plugins/housekeeping';
import mailDeliveryPlugin from './plugins/mail-delivery';
import mailOperatorPlugin from './plugins/mail-operator';
import maintenancePlugin from './plugins/maintenance';
import privateResponsesPlugin from './plugins/private-responses';
import rateLimitPlugin from './plugins/rate-limit';
import responseCachePlugin from './plugins/response-cache';
import securityPlugin from './plugins/security';
import testClockPlugin, { requestClock } from './plugins/test-clock';
import type { ClientEventRepository } from './repositories/client-event-repository';
import type { Repositories } from './repositories/index';
import routes from './routes/index';
import { guardStaffRoutes } from './routes/require-staff';
import { createServices, openDatabase, seedDatabase } from './services';

export { openDatabase } from './services';

/** Where the API's routes live, alone (`buildApp`) or in the composed site. */
export const API_PREFIX = '/api';

/** Expired token and throttle rows are purged this often. */
const HOUSEKEEPING_INTERVAL_MS = 3600_000;

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export type BuildAppOptions = {
  /** the environment to read (default: process.env) */
  env?: NodeJS.ProcessEnv;
  /** overrides on top of the validated environment */
  config?: Partial<Config>;
  /** an already opened database (tests); otherwise opened from config: DATABASE_URL, else PGlite in DATA_DIR */
  database?: Database;
  rules?: BusinessRules;
  /** the clock for business rules and tokens (tests move it) */
  now?: () => Date;
  /** how the nightly backup waits for its hour: on real timers by default; a test's clock resolves it as it moves */
  waitUntil?: WaitUntil;
  logger?: FastifyServerOptions['logger'];
  /** replaces repositories once built (tests: a slow or failing stand-in for one method) */
  repositories?: (built: Repositories) => Repositories;
  /** hears every route under /staff or /manage as it is added (the staff-access test calls each one) */
  onStaffRoute?: (route: RouteOptions) => void;
};

export type ApiPluginOptions = {
  config: Config;
  /** what validating the environment had to say, logged once the API has a logger */
  warnings: readonly string[];
  database?: Database;
  rules: BusinessRules;
  now: () => Date;
  waitUntil: WaitUntil;
  repositories?: (built: Repositories) => Repositories;
  onStaffRoute?: (route: RouteOptions) => void;
  /**
   * Hands the host the database's invalidation bus once it is open: the composed site drops its rendered pages on
   * the writes of every instance (the bus closes with the database, and its handlers with it).
   */
  onInvalidationBus?: (bus: Pick<InvalidationBus, 'subscribe' | 'sync'>) => void;
  /**
   * Hands the host the client events' counts once the database is open: the composed site's canary watch reads the
   * page views and errors of each remote version there (`scripts/release/canary-watch.ts`).
   */
  onClientActivity?: (activitySince: ClientEventRepository['activitySince']) => void;
  /** the process's metrics: the API counts its requests, cache results and client events there (`/metrics`) */
  metrics: Metrics;
};

/**
 * The restaurant API as a Fastify plugin: the database, then each cross-cutting concern as one plugin (errors,
 * security headers and CORS, abuse limits, maintenance, auth, housekeeping, backups, mail delivery and the
 * operator's mail socket, response cache, private responses, docs), then the routes. Register it under API_PREFIX
 * and never through fastify-plugin: encapsulated, its hooks, error and not-found handlers answer its own requests
 * only, never those of a server hosting it (the composed site).
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (api, options) => {
  const { config, rules } = options;
  const now = config.testClock ? requestClock(options.now) : options.now;
  for (const warning of options.warnings) api.log.warn(warning);
  // before the database opens: an unreadable SMTP_PASSWORD_FILE stops the start with nothing to close
  const mailTransport = await createMailTransport(config);

  const database = options.database ?? (await openDatabase(config));
  // added first: whatever fails after this, closing the server releases the database (and PGlite's directory lock)
  api.addHook('onClose', async () => database.close());
  options.onInvalidationBus?.(database.bus);
  await seedDatabase(database, config, now(), api.log);
  const { deps, rateLimits, backups, onMailQueued } = createServices({
    database,
    config,
    rules,
    now,
    waitUntil: options.waitUntil,
    version,
    log: api.log,
    replaceRepositories: options.repositories,
  });
  const { repos } = deps;
  options.onClientActivity?.(repos.clientEventRepository.activitySince);
  const { metrics } = options;
  api.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  measureRequests(api, metrics, 'api');
  metrics.gauge('event_streams_open', 'Event streams this instance holds open', () => deps.orderEvents.size());
  metrics.gauge('mail_outbox_pending', 'Messages in the outbox not sent yet', () =>
    repos.outboxRepository.countPending(),
  );
  const { poolStats } = database;
  if (poolStats) {
    metrics.gauge(
      'database_pool_connections',
      'PostgreSQL connections of the pool, idle or in use',
      () => poolStats().total,
    );
    metrics.gauge('database_pool_idle', 'PostgreSQL connections of the pool waiting for work', () => poolStats().idle);
    metrics.gauge('database_pool_waiting', 'Queries waiting for a connection of the pool', () => poolStats().waiting);
  }

  await api.register(errorsPlugin);
  // first after the errors: every later hook (tokens' expiry, rate limits) reads the request's clock
  await api.register(testClockPlugin, { enabled: config.testClock, now: options.now });
  await api.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await api.register(rateLimitPlugin, { store: rateLimits, now });
  await api.register(maintenancePlugin, { enabled: config.maintenance });
  await api.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    now,
    isSessionActive: repos.authRepository.isSessionActive,
  });
  await api.register(housekeepingPlugin, {
    housekeeping: repos.housekeepingRepository,
    clientEvents: repos.clientEventRepository,
    rateLimits,
    now,
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
  });
  await api.register(backupsPlugin, { backups });
  api.log.info(`mail: ${describeMailDelivery(config)}`);
  if (mailTransport) {
    const worker = createDeliveryWorker({
      outbox: repos.outboxRepository,
      transport: mailTransport,
      context: deps.mail,
      now,
      pollMs: config.mailPollMs,
      retry: config.mailRetry,
      soleUser: database.engine === 'pglite',
      log: api.log,
    });
    onMailQueued(() => worker.wake());
    await api.register(mailDeliveryPlugin, { worker });
  }
  // PGlite in DATA_DIR is this process's alone: the `mail` command asks this server for the outbox
  if (database.dataDir) {
    await api.register(mailOperatorPlugin, {
      dataDir: database.dataDir,
      outbox: repos.outboxRepository,
      context: deps.mail,
    });
  }
  const localDate = localDateKeeper(rules);
  await api.register(responseCachePlugin, {
    cache: deps.cache,
    today: () => localDate(now()),
    onResult: (result) => metrics.responseCache.inc({ result }),
  });
  await api.register(privateResponsesPlugin);
  await api.register(docsPlugin, { version, enabled: config.apiDocs });
  guardStaffRoutes(api, options.onStaffRoute);
  guardOperationIds(api);
  await api.register(routes, { ...deps, metrics });
};

/** What a request id may be when a caller gives one: nothing a log line could be forged with. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * A request's id: the caller's `x-request-id` when it is one (the site server's, on the API calls of a server render),
 * else a new one. It is on every log line of the request and answered in `x-request-id`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The Fastify options the API relies on. They are server-level in Fastify (the logger, the router's per-request
 * timeout, the validator, the body parser, request.ip, the plugin start-up limit), so whatever server hosts
 * `apiPlugin` must be created with them: `buildApp` and the composed site both take them from here.
 */
export function apiServerOptions(config: Config, logger?: FastifyServerOptions['logger']) {
  return {
    logger: withLogSafeErrors(
      logger ??
        (config.logLevel === 'silent' || config.nodeEnv === 'test'
          ? false
          : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }),
    ),
    genReqId: requestIdOf,
    // per request, in the router: it holds for every route of the server hosting the API
    handlerTimeout: config.requestTimeoutMs,
    // query strings like ?page=2 arrive as strings: coerce them to the schema's numbers; strip unknown keys
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: true } },
    bodyLimit: 64 * 1024,
    // request.ip (what the abuse limits count) is the socket's peer unless TRUST_PROXY names the proxies in front
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // `apiPlugin` opens, migrates and seeds the database while it loads: a cold start on a busy machine may take
    // longer than Fastify's 10 s per plugin, and was never limited (the database's own timeouts bound the waits)
    pluginTimeout: 0,
  } satisfies FastifyServerOptions;
}

/** The API ready to be mounted: the server options its host must use, and the plugin with its options. */
export type PreparedApi = {
  serverOptions: ReturnType<typeof apiServerOptions>;
  /** where mail goes, in one line (the start banner) */
  mailDelivery: string;
  /** whether /api/docs is served (the start banner) */
  apiDocs: boolean;
  plugin: FastifyPluginAsync<ApiPluginOptions>;
  pluginOptions: ApiPluginOptions;
  prefix: string;
  /** counts a hosting server's own answers (`server="site"`): call it inside the host's encapsulated routes */
  measureSiteRequests: (site: FastifyInstance) => void;
  /** serves `/metrics` (the API's and the host's) on the hosting server, behind METRICS_TOKEN */
  serveMetrics: (server: FastifyInstance) => void;
};

/** Validates the environment (and resolves the signing key) before any server exists: the server options need it. */
export async function prepareApi(options: BuildAppOptions = {}): Promise<PreparedApi> {
  const loaded = loadConfig(options.env);
  const envConfig = { ...loaded.config, ...options.config };
  const config: Config = { ...envConfig, jwtSecret: await resolveJwtSecret(envConfig) };
  const now = options.now ?? (() => new Date());
  const metrics = createMetrics();
  return {
    measureSiteRequests: (site) => measureRequests(site, metrics, 'site'),
    serveMetrics: (server) => registerMetricsRoute(server, metrics, config.metricsToken),
    serverOptions: apiServerOptions(config, options.logger),
    mailDelivery: describeMailDelivery(config),
    apiDocs: config.apiDocs,
    plugin: apiPlugin,
    pluginOptions: {
      config,
      warnings: loaded.warnings,
      database: options.database,
      rules: options.rules ?? defaultRules,
      now,
      waitUntil: options.waitUntil ?? waitUntilOn(now),
      repositories: options.repositories,
      onStaffRoute: options.onStaffRoute,
      metrics,
    },
    prefix: API_PREFIX,
  };
}

/**
 * The restaurant API alone as a ready Fastify instance: a server with the API's options and `apiPlugin` under
 * /api. It does not listen: `src/server.ts` does. The composed site registers the same plugin in its own server.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const api = await prepareApi(options);
  const app = Fastify(api.serverOptions).withTypeProvider<TypeBoxTypeProvider>();
  try {
    await app.register(api.plugin, { ...api.pluginOptions, prefix: api.prefix });
    api.serveMetrics(app);
    await app.ready();
  } catch (error) {
    // never leave the database (and PGlite's directory lock) open behind a failed start
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
