import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const DEV_JWT_SECRET = 'dev-only-secret-change-me-dev-only-secret-change-me';

const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3100',
  'http://localhost:3101',
  'http://localhost:3102',
  'http://localhost:3103',
  'http://localhost:3104',
  'http://127.0.0.1:3000',
  'http://127.0.0.1:3100',
];

/** Environment as read from process.env: every value is a string, and each has a documented default. */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  API_PORT: Type.String({ pattern: '^[0-9]{1,5}$', default: '3200' }),
  API_HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './.data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATABASE_POOL_SIZE: Type.String({ pattern: '^[0-9]{1,3}$', default: '10' }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  ACCESS_TOKEN_TTL: Type.String({ pattern: '^[0-9]{1,6}$', default: '900' }),
  REFRESH_TOKEN_TTL: Type.String({ pattern: '^[0-9]{1,8}$', default: String(30 * 24 * 3600) }),
  REFRESH_GRACE_SECONDS: Type.String({ pattern: '^[0-9]{1,4}$', default: '30' }),
  CORS_ORIGINS: Type.Optional(Type.String()),
  AUTH_RATE_LIMIT_MAX: Type.String({ pattern: '^[0-9]{1,6}$', default: '10' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  APP_BASE_URL: Type.String({ pattern: '^https?://[^\\s#?]+$', default: 'http://localhost:3000' }),
  MAINTENANCE: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')], { default: '0' }),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string;
  /** seconds */
  accessTokenTtl: number;
  /** seconds */
  refreshTokenTtl: number;
  /** seconds a just-rotated refresh token is still honoured (two tabs refreshing together) */
  refreshGraceSeconds: number;
  corsOrigins: string[];
  /** login/register/refresh attempts per minute per client address */
  authRateLimitMax: number;
  logLevel: string;
  maintenance: boolean;
  /** where the site is served: links in messages (password reset) point here; no trailing slash */
  appBaseUrl: string;
};

export class ConfigError extends Error {}

/** Validates the environment once at start-up; any bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): { config: Config; warnings: string[] } {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
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
  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (e.NODE_ENV === 'production') throw new ConfigError('JWT_SECRET (at least 32 characters) is required in production');
    warnings.push('JWT_SECRET is not set: using the development secret; tokens are forgeable, never deploy like this');
    jwtSecret = DEV_JWT_SECRET;
  }
  return {
    warnings,
    config: {
      nodeEnv: e.NODE_ENV,
      port: Number(e.API_PORT),
      host: e.API_HOST,
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL,
      databasePoolSize: Math.max(1, Number(e.DATABASE_POOL_SIZE)),
      jwtSecret,
      accessTokenTtl: Math.max(1, Number(e.ACCESS_TOKEN_TTL)),
      refreshTokenTtl: Math.max(60, Number(e.REFRESH_TOKEN_TTL)),
      refreshGraceSeconds: Number(e.REFRESH_GRACE_SECONDS),
      corsOrigins: e.CORS_ORIGINS
        ? e.CORS_ORIGINS.split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : DEFAULT_CORS_ORIGINS,
      authRateLimitMax: Math.max(1, Number(e.AUTH_RATE_LIMIT_MAX)),
      logLevel: e.LOG_LEVEL,
      maintenance: e.MAINTENANCE === '1',
      appBaseUrl: e.APP_BASE_URL.replace(/\/+$/, ''),
    },
  };
}
