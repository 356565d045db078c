import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { ensurePrivateDir } from './db/private-files';
import { fromAddressOf } from './mail/addresses';

/**
 * The development servers' origins (`npm run dev`: the site, the host and each remote alone). Allowed only by the
 * dev scripts (`withDevDefaults` in `src/dev-server.ts`, run by `npm run dev -w api` and so by `npm run dev`): with no CORS_ORIGINS,
 * production allows no other origin, since a page on someone's localhost must not call a public API with credentials.
 */
export const DEV_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3100',
  'http://localhost:3101',
  'http://localhost:3102',
  'http://localhost:3103',
  'http://localhost:3104',
  'http://127.0.0.1:3000',
  'http://127.0.0.1:3100',
];

/** What `npm run dev -w api` adds to the environment it is given: the dev servers' origins, unless CORS_ORIGINS names others. */
export function withDevDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, CORS_ORIGINS: env.CORS_ORIGINS || DEV_CORS_ORIGINS.join(',') };
}

/** Where RELEASES_DIR is relative to, as for the release commands: the repository's root. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Environment as read from process.env: every value is a string, and each has a documented default. */
const EnvSchema = Type.Object({
  // production unless a dev or test script says otherwise: `npm start` must be safe to expose as it is
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'production',
  }),
  API_PORT: Type.String({ pattern: '^[0-9]{1,5}$', default: '3200' }),
  API_HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './.data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATABASE_POOL_SIZE: Type.String({ pattern: '^[0-9]{1,3}$', default: '10' }),
  DATABASE_CONNECT_TIMEOUT_MS: Type.String({ pattern: '^[0-9]{1,7}$', default: '5000' }),
  DATABASE_STATEMENT_TIMEOUT_MS: Type.String({ pattern: '^[0-9]{1,7}$', default: '10000' }),
  DATABASE_IDLE_TIMEOUT_MS: Type.String({ pattern: '^[0-9]{1,7}$', default: '30000' }),
  REQUEST_TIMEOUT_MS: Type.String({ pattern: '^[0-9]{1,7}$', default: '15000' }),
  RESPONSE_CACHE_MAX_ENTRIES: Type.String({ pattern: '^[0-9]{1,6}$', default: '1000' }),
  EVENTS_HEARTBEAT_MS: Type.String({ pattern: '^[0-9]{1,7}$', default: '15000' }),
  EVENTS_MAX_PER_ACCOUNT: Type.String({ pattern: '^[0-9]{1,4}$', default: '4' }),
  EVENTS_MAX_PER_ADDRESS: Type.String({ pattern: '^[0-9]{1,5}$', default: '20' }),
  EVENTS_MAX_PER_INSTANCE: Type.String({ pattern: '^[0-9]{1,6}$', default: '1000' }),
  EVENTS_OPEN_RATE_MAX: Type.String({ pattern: '^[0-9]{1,6}$', default: '30' }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  ACCESS_TOKEN_TTL: Type.String({ pattern: '^[0-9]{1,6}$', default: '900' }),
  REFRESH_TOKEN_TTL: Type.String({ pattern: '^[0-9]{1,8}$', default: String(30 * 24 * 3600) }),
  REFRESH_TOKEN_ABSOLUTE_TTL: Type.String({ pattern: '^[0-9]{1,9}$', default: String(90 * 24 * 3600) }),
  REFRESH_GRACE_SECONDS: Type.String({ pattern: '^[0-9]{1,4}$', default: '30' }),
  CORS_ORIGINS: Type.Optional(Type.String()),
  AUTH_RATE_LIMIT_MAX: Type.String({ pattern: '^[0-9]{1,6}$', default: '10' }),
  TRUST_PROXY: Type.String({ pattern: '^[0-9A-Za-z.:/%, ]*$', default: '0' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  APP_BASE_URL: Type.String({ pattern: '^https?://[^\\s#?]+$', default: 'http://localhost:3000' }),
  MAINTENANCE: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')], { default: '0' }),
  // absent: on in development and tests, off in production (a plain `npm start`), where the document maps the API
  API_DOCS: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://[^\\s]+$' })),
  SMTP_PASSWORD_FILE: Type.Optional(Type.String({ minLength: 1 })),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3, maxLength: 300 })),
  MAIL_POLL_MS: Type.String({ pattern: '^[0-9]{1,7}$', default: '5000' }),
  MAIL_RETRY_FIRST_MS: Type.String({ pattern: '^[0-9]{1,9}$', default: String(60_000) }),
  MAIL_RETRY_MAX_MS: Type.String({ pattern: '^[0-9]{1,9}$', default: String(6 * 3600_000) }),
  DEV_OUTBOX: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  SEED_DEMO_DINERS: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  TEST_CLOCK: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  BACKUP_DIR: Type.Optional(Type.String({ minLength: 1 })),
  BACKUP_AT: Type.String({ pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|off)$', default: '03:30' }),
  BACKUP_KEEP: Type.String({ pattern: '^[0-9]{1,4}$', default: '14' }),
  RELEASES_DIR: Type.Optional(Type.String({ minLength: 1 })),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
});

/** Every variable the API reads, each documented with its default in api/README.md and the root README's table. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(EnvSchema.properties);

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL only, in ms (0: no limit): wait for a connection, run one statement, keep an idle connection */
  databaseTimeouts: { connectMs: number; statementMs: number; idleMs: number };
  /** ms a request may take before it answers 503 (0: no limit) */
  requestTimeoutMs: number;
  /** answers kept by the in-process response cache; the least recently used go first */
  responseCacheMaxEntries: number;
  /** how often an open event stream gets a comment line, so proxies and browsers keep an idle stream open */
  eventsHeartbeatMs: number;
  /**
   * open event streams this instance holds at most: per account, per client address and in all (past the last, 503
   * with Retry-After: another instance, or this one a moment later, takes it)
   */
  eventStreamLimits: EventStreamLimits;
  /** event streams one client address may open per minute (each reconnect counts) */
  eventsOpenRateMax: number;
  /** JWT_SECRET, or the key generated and kept in DATA_DIR (see `resolveJwtSecret`) */
  jwtSecret: string;
  /** seconds */
  accessTokenTtl: number;
  /** seconds one refresh token lives (each rotation starts a new one) */
  refreshTokenTtl: number;
  /** seconds a session lives however often it is refreshed */
  refreshTokenAbsoluteTtl: number;
  /** seconds a just-rotated refresh token is still honoured (two tabs refreshing together) */
  refreshGraceSeconds: number;
  /** origins allowed to call the API cross-origin with credentials: CORS_ORIGINS, none without it */
  corsOrigins: string[];
  /** login/register/refresh attempts per minute per client address */
  authRateLimitMax: number;
  /** which proxies' X-Forwarded-For to believe for the client address (see `parseTrustProxy`) */
  trustProxy: TrustProxy;
  logLevel: string;
  maintenance: boolean;
  /** the OpenAPI document and Swagger UI at /api/docs: API_DOCS, by default off in production and on otherwise */
  apiDocs: boolean;
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`): where mail goes; none: it waits in the outbox */
  smtpUrl: string | undefined;
  /** a file holding the SMTP password, instead of the URL's (read at start, never logged) */
  smtpPasswordFile: string | undefined;
  /** MAIL_FROM: the sender, `"Bếp Nhà" <hello@…>` (required with SMTP_URL) */
  mailFrom: string;
  /** how often each instance's delivery worker looks for due messages besides being woken by a new one, in ms */
  mailPollMs: number;
  /** a failed attempt waits `firstMs`, doubled after each failure, at most `maxMs` */
  mailRetry: { firstMs: number; maxMs: number };
  /** DEV_OUTBOX=1: the outbox, codes and reset links included, is readable at `GET /api/dev/outbox` (never in prod) */
  devOutbox: boolean;
  /** SEED_DEMO_DINERS=1: the README's demo accounts exist (their passwords are public) */
  seedDemoDiners: boolean;
  /** TEST_CLOCK=1: a request's `X-Test-Now` sets the API's clock for that request (the e2e server only) */
  testClock: boolean;
  /** where the site is served: links in messages (password reset) point here; no trailing slash */
  appBaseUrl: string;
  /** where backups go: the nightly one and `npm run backup`'s (BACKUP_DIR, else DATA_DIR/backups) */
  backupDir: string;
  /** the nightly backup's time, HH:mm restaurant time; null: BACKUP_AT=off */
  backupAt: string | null;
  /** the newest backups BACKUP_DIR keeps (older ones are deleted after each nightly backup) */
  backupKeep: number;
  /**
   * RELEASES_DIR (absolute, or relative to the repository root; default `releases/`): the remotes' releases, which
   * the client error reports are checked against (a version never released is dropped)
   */
  releasesDir: string;
  /** METRICS_TOKEN: the bearer token `/metrics` asks for; without it `/metrics` answers 404 */
  metricsToken: string | undefined;
};

export type EventStreamLimits = { perAccount: number; perAddress: number; perInstance: number };

/** The environment as validated; the signing key may still have to be resolved (`resolveJwtSecret`). */
export type EnvConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string | undefined };

export class ConfigError extends Error {}

/**
 * How many proxies in front of the API to believe, or which: 0 = none (the client is the socket's peer), N = the
 * last N hops (the client is the address N entries from the end of X-Forwarded-For), or the proxies' own addresses
 * and CIDR ranges (any number of them, as long as each hop is one of these).
 */
export type TrustProxy = number | string[];

// proxy-addr's names for ranges: 127.0.0.1/8 + ::1, 169.254.0.0/16 + fe80::/10, private + fc00::/7
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, `0` or `false` trusts no proxy; `true` trusts one hop (one reverse proxy: never "everything",
 * which would let any client choose its address with X-Forwarded-For); `2`, `3`... that many hops; otherwise a
 * comma-separated list of proxy addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^[0-9]{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')} is not an address, a CIDR range, loopback, linklocal or uniquelocal (or use 0, true or a hop count)`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` option for a TRUST_PROXY value. A bare hop count would trust nothing (Fastify 5 refuses it:
 * it cannot vouch for the socket's peer), so a count becomes "trust hop i while i < count".
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  return trust > 0 ? (_address, hop) => hop < trust : false;
}

/** The sender of messages written while no MAIL_FROM is set: they wait in the outbox, whose operator may read them. */
export const DEFAULT_MAIL_FROM = '"Bếp Nhà" <hello@localhost>';

/**
 * SMTP_URL as nodemailer will read it: a host, and a password only where it may be (the URL or the file, one of
 * them). The messages say what is wrong, never the URL itself: it may hold the password.
 */
function checkSmtpUrl(smtpUrl: string, passwordFromFile: boolean) {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new ConfigError('SMTP_URL: not a URL (smtp://user:password@host:587 or smtps://user:password@host:465)');
  }
  if (!url.hostname) throw new ConfigError('SMTP_URL: no host');
  if (passwordFromFile && url.password) {
    throw new ConfigError('SMTP_URL holds a password and SMTP_PASSWORD_FILE names another: keep one');
  }
  if (passwordFromFile && !url.username) throw new ConfigError('SMTP_PASSWORD_FILE needs a user name in SMTP_URL');
}

/** Validates the environment once at start-up; any bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): { config: EnvConfig; warnings: string[] } {
  const raw: Record<string, string> = {};
  for (const key of CONFIG_VARIABLES) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const withDefaults = Value.Default(EnvSchema, raw);
  if (!Value.Check(EnvSchema, withDefaults)) {
    const problems = [...Value.Errors(EnvSchema, withDefaults)].map(
      (e) => `${e.instancePath.replace(/^\//, '') || '(env)'}: ${e.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e: Static<typeof EnvSchema> = withDefaults;
  const warnings: string[] = [];
  if (!e.JWT_SECRET && e.DATABASE_URL) {
    // each instance would make up its own key and refuse the others' tokens
    throw new ConfigError(
      'JWT_SECRET (at least 32 characters) is required with DATABASE_URL: every API instance must sign with the same key',
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError('MAIL_FROM (the sender, e.g. "Bếp Nhà" <hello@example.com>) is required with SMTP_URL');
  }
  const mailFrom = e.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  if (!fromAddressOf(mailFrom)) {
    throw new ConfigError('MAIL_FROM: one address, optionally with a name: "Bếp Nhà" <hello@example.com>');
  }
  if (e.SMTP_URL) checkSmtpUrl(e.SMTP_URL, e.SMTP_PASSWORD_FILE !== undefined);
  if (e.DEV_OUTBOX === '1') {
    warnings.push(
      'DEV_OUTBOX=1: password-reset links and verification codes are readable at /api/dev/outbox; never expose this server',
    );
  }
  if (e.TEST_CLOCK === '1') {
    // anyone could then book in the past, or record a no-show before its time
    warnings.push("TEST_CLOCK=1: a request may set the API's clock with X-Test-Now; never expose this server");
  }
  if (e.SEED_DEMO_DINERS === '1')
    warnings.push('SEED_DEMO_DINERS=1: the demo accounts with the passwords published in the README exist');
  return {
    warnings,
    config: {
      nodeEnv: e.NODE_ENV,
      port: Number(e.API_PORT),
      host: e.API_HOST,
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL,
      databasePoolSize: Math.max(1, Number(e.DATABASE_POOL_SIZE)),
      databaseTimeouts: {
        connectMs: Number(e.DATABASE_CONNECT_TIMEOUT_MS),
        statementMs: Number(e.DATABASE_STATEMENT_TIMEOUT_MS),
        idleMs: Number(e.DATABASE_IDLE_TIMEOUT_MS),
      },
      requestTimeoutMs: Number(e.REQUEST_TIMEOUT_MS),
      responseCacheMaxEntries: Math.max(1, Number(e.RESPONSE_CACHE_MAX_ENTRIES)),
      eventsHeartbeatMs: Math.max(10, Number(e.EVENTS_HEARTBEAT_MS)),
      eventStreamLimits: {
        perAccount: Math.max(1, Number(e.EVENTS_MAX_PER_ACCOUNT)),
        perAddress: Math.max(1, Number(e.EVENTS_MAX_PER_ADDRESS)),
        perInstance: Math.max(1, Number(e.EVENTS_MAX_PER_INSTANCE)),
      },
      eventsOpenRateMax: Math.max(1, Number(e.EVENTS_OPEN_RATE_MAX)),
      jwtSecret: e.JWT_SECRET,
      accessTokenTtl: Math.max(1, Number(e.ACCESS_TOKEN_TTL)),
      refreshTokenTtl: Math.max(60, Number(e.REFRESH_TOKEN_TTL)),
      refreshTokenAbsoluteTtl: Math.max(60, Number(e.REFRESH_TOKEN_ABSOLUTE_TTL)),
      refreshGraceSeconds: Number(e.REFRESH_GRACE_SECONDS),
      corsOrigins: e.CORS_ORIGINS
        ? e.CORS_ORIGINS.split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
      authRateLimitMax: Math.max(1, Number(e.AUTH_RATE_LIMIT_MAX)),
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      logLevel: e.LOG_LEVEL,
      maintenance: e.MAINTENANCE === '1',
      apiDocs: e.API_DOCS === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS === '1',
      smtpUrl: e.SMTP_URL,
      smtpPasswordFile: e.SMTP_PASSWORD_FILE,
      mailFrom,
      mailPollMs: Math.max(10, Number(e.MAIL_POLL_MS)),
      mailRetry: {
        firstMs: Math.max(1, Number(e.MAIL_RETRY_FIRST_MS)),
        maxMs: Math.max(1, Number(e.MAIL_RETRY_MAX_MS)),
      },
      devOutbox: e.DEV_OUTBOX === '1',
      seedDemoDiners: e.SEED_DEMO_DINERS === '1',
      testClock: e.TEST_CLOCK === '1',
      appBaseUrl: e.APP_BASE_URL.replace(/\/+$/, ''),
      backupDir: e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups'),
      backupAt: e.BACKUP_AT === 'off' ? null : e.BACKUP_AT,
      backupKeep: Math.max(1, Number(e.BACKUP_KEEP)),
      releasesDir: path.resolve(REPOSITORY_ROOT, e.RELEASES_DIR?.trim() || 'releases'),
      metricsToken: e.METRICS_TOKEN,
    },
  };
}

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The key access tokens are signed with: JWT_SECRET, or else one generated on first start and kept in DATA_DIR
 * (readable by this user only), so tokens survive restarts and no key the repository knows can forge one.
 */
export async function resolveJwtSecret(config: Pick<EnvConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  ensurePrivateDir(config.dataDir);
  try {
    // 'wx': of two processes starting on one folder, exactly one writes the key and the other reads it
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32)
    throw new ConfigError(`${file} holds no usable secret (under 32 characters): remove it to generate a new one`);
  return secret;
}
