import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorResponse, PASSWORD_RESET_TTL_MINUTES } from '@restaurant/shared/contracts';
import { businessRules as defaultRules, type BusinessRules } from './business-rules';
import { fastifyTrustProxy, loadConfig, resolveJwtSecret, type Config } from './config';
import { openPglite, openPostgres, type Database } from './db/index';
import { seedDemoDiners, seedIfEmpty } from './db/seed/index';
import { createMailer } from './lib/mailer';
import { ResponseCache } from './lib/response-cache';
import authPlugin from './plugins/auth';
import housekeepingPlugin from './plugins/housekeeping';
import rateLimitPlugin from './plugins/rate-limit';
import { registerErrorHandling, sendError, withLogSafeErrors } from './plugins/errors';
import privateResponsesPlugin from './plugins/private-responses';
import responseCachePlugin from './plugins/response-cache';
import { createRepositories, type Repositories } from './repositories/index';
import { createRateLimitStore } from './repositories/rate-limit-repository';
import authRoutes from './routes/auth/index';
import cartRoutes from './routes/carts/index';
import comboRoutes from './routes/combos/index';
import type { RouteDeps } from './routes/deps';
import devRoutes from './routes/dev/index';
import healthRoutes from './routes/health/index';
import imagesRoutes from './routes/images/index';
import menuRoutes from './routes/menu/index';
import reviewRoutes from './routes/reviews/index';
import tableRoutes from './routes/tables/index';
import voucherRoutes from './routes/vouchers/index';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** still answered when MAINTENANCE=1 */
    maintenanceExempt?: boolean;
  }
}

/** Password-reset link and verification-code lifetimes; an address gets this many wrong codes per hour. */
const ACCOUNT_POLICY = {
  resetTtlMinutes: PASSWORD_RESET_TTL_MINUTES,
  codeTtlMinutes: 15,
  maxCodeAttempts: 5,
  codeAttemptWindowMinutes: 60,
} as const;

/** Expired token and throttle rows are purged this often. */
const HOUSEKEEPING_INTERVAL_MS = 3600_000;

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

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
  logger?: FastifyServerOptions['logger'];
  /** replaces repositories once built (tests: a slow or failing stand-in for one method) */
  repositories?: (built: Repositories) => Repositories;
};

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'databaseTimeouts' | 'dataDir'>,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({ connectionString: config.databaseUrl, poolSize: config.databasePoolSize, timeouts: config.databaseTimeouts })
    : openPglite({ dataDir: config.dataDir });
}

/**
 * The restaurant API as a ready Fastify instance, every route under /api. It does not listen: `src/server.ts`
 * does for the API alone, and the composed site dispatches /api requests to it.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const loaded = loadConfig(options.env);
  const envConfig = { ...loaded.config, ...options.config };
  const config: Config = { ...envConfig, jwtSecret: await resolveJwtSecret(envConfig) };
  const now = options.now ?? (() => new Date());
  const rules = options.rules ?? defaultRules;

  const app = Fastify({
    logger: withLogSafeErrors(
      options.logger ??
        (config.logLevel === 'silent' || config.nodeEnv === 'test'
          ? false
          : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] }),
    ),
    // per request, in the router: it also holds when the composed site dispatches with `routing(req, res)`
    handlerTimeout: config.requestTimeoutMs,
    // query strings like ?page=2 arrive as strings: coerce them to the schema's numbers; strip unknown keys
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: true } },
    bodyLimit: 64 * 1024,
    // request.ip (what the abuse limits count) is the socket's peer unless TRUST_PROXY names the proxies in front
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<TypeBoxTypeProvider>();
  for (const warning of loaded.warnings) app.log.warn(warning);

  const database = options.database ?? (await openDatabase(config));
  app.addHook('onClose', async () => database.close());
  try {
    await setUp(app, database, config, rules, now, options.repositories);
    await app.ready();
  } catch (error) {
    // never leave the database (and PGlite's directory lock) open behind a failed start
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

async function setUp(
  app: FastifyInstance,
  database: Database,
  config: Config,
  rules: BusinessRules,
  now: () => Date,
  replaceRepositories: (built: Repositories) => Repositories = (built) => built,
) {
  if (await seedIfEmpty(database.db, now())) app.log.info('seeded an empty database');
  if (config.seedDemoDiners && (await seedDemoDiners(database.db, now()))) app.log.info('added the demo diners');

  const cache = new ResponseCache(config.responseCacheMaxEntries);
  // the abuse limits' counters (ended windows are purged by the housekeeping plugin)
  const rateLimits = createRateLimitStore(database.db, database.engine);
  const repos = replaceRepositories(createRepositories(
    database.db,
    rules,
    {
      refreshTtlSeconds: config.refreshTokenTtl,
      absoluteTtlSeconds: config.refreshTokenAbsoluteTtl,
      graceSeconds: config.refreshGraceSeconds,
      tokenSecret: config.jwtSecret,
    },
    { codeSecret: config.jwtSecret, ...ACCOUNT_POLICY },
  ));
  const deps: RouteDeps = {
    repos,
    mailer: createMailer({
      outbox: config.devOutbox ? repos.outboxRepository : null,
      log: app.log,
      appBaseUrl: config.appBaseUrl,
    }),
    rules,
    cache,
    config,
    engine: database.engine,
    version,
    now,
  };

  // Everything lives in one encapsulated /api context, so a host server (the composed site) that dispatches to
  // this instance never inherits its hooks, CSP or error handling.
  await app.register(
    async (api) => {
      registerErrorHandling(api);
      api.addSchema(ErrorResponse);
      await api.register(helmet, {
        // JSON API: the strictest policy; Swagger UI gets its own below
        contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
        crossOriginResourcePolicy: { policy: 'cross-origin' },
      });
      await api.register(cors, {
        origin: config.corsOrigins,
        credentials: true,
        methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        maxAge: 600,
      });
      await api.register(rateLimitPlugin, { store: rateLimits, now });
      if (config.maintenance) {
        api.addHook('onRequest', async (request, reply) => {
          if (request.routeOptions.config.maintenanceExempt) return;
          return sendError(request, reply.header('retry-after', '300'), 'MAINTENANCE');
        });
      }
      await api.register(authPlugin, { jwtSecret: config.jwtSecret, now, isSessionActive: repos.authRepository.isSessionActive });
      await api.register(housekeepingPlugin, {
        housekeeping: repos.housekeepingRepository,
        rateLimits,
        now,
        intervalMs: HOUSEKEEPING_INTERVAL_MS,
      });
      await api.register(responseCachePlugin, { cache });
      await api.register(privateResponsesPlugin);
      await api.register(swagger, {
        openapi: {
          openapi: '3.1.0',
          info: {
            title: 'Nhà Hàng Sen – restaurant API',
            version,
            description: 'Menu, combos, vouchers, reviews, cart, floor plans and table reservations. Success: `{ data }`; lists: `{ data: { items, page, size, total } }`; failure: `{ message, code, details? }`.',
          },
          servers: [{ url: '/' }],
          components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        },
      });
      await api.register(swaggerUi, {
        routePrefix: '/docs',
        staticCSP: true,
        uiConfig: { docExpansion: 'list', deepLinking: true },
      });
      for (const routes of [healthRoutes, authRoutes, menuRoutes, comboRoutes, voucherRoutes, reviewRoutes, cartRoutes, tableRoutes]) {
        await api.register(routes, deps);
      }
      // the outbox shows reset links and codes: it exists only when asked for (404 like any unknown route otherwise)
      if (config.devOutbox) await api.register(devRoutes, deps);
      await api.register(imagesRoutes);
    },
    { prefix: '/api' },
  );
}
