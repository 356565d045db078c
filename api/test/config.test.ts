import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { CONFIG_VARIABLES, ConfigError, JWT_SECRET_FILE, loadConfig, resolveJwtSecret } from '../src/config';

describe('loadConfig', () => {
  it('defaults to production behaviour: no secret of its own, no outbox, no demo accounts, nothing to warn about', () => {
    const { config, warnings } = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 3200,
      dataDir: './.data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtl: 900,
      refreshTokenAbsoluteTtl: 90 * 24 * 3600,
      maintenance: false,
      devOutbox: false,
      seedDemoDiners: false,
      appBaseUrl: 'http://localhost:3000',
    });
    expect(warnings).toEqual([]);
  });

  it('turns the development outbox and the demo diners on only when asked, with a warning each', () => {
    const { config, warnings } = loadConfig({ DEV_OUTBOX: '1', SEED_DEMO_DINERS: '1' });
    expect(config).toMatchObject({ devOutbox: true, seedDemoDiners: true });
    expect(warnings).toEqual([expect.stringContaining('DEV_OUTBOX=1'), expect.stringContaining('SEED_DEMO_DINERS=1')]);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
  });

  it('reads the environment', () => {
    const { config } = loadConfig({
      API_PORT: '4000',
      DATABASE_URL: 'postgres://u@h/db',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      JWT_SECRET: 'x'.repeat(32),
      MAINTENANCE: '1',
      REFRESH_TOKEN_ABSOLUTE_TTL: '86400',
    });
    expect(loadConfig({ ACCESS_TOKEN_TTL: '5', APP_BASE_URL: 'https://sen.example/' }).config).toMatchObject({
      accessTokenTtl: 5,
      appBaseUrl: 'https://sen.example',
    });
    expect(() => loadConfig({ APP_BASE_URL: 'sen.example' })).toThrow(/APP_BASE_URL/);
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: 'postgres://u@h/db',
      corsOrigins: ['https://a.example', 'https://b.example'],
      maintenance: true,
      refreshTokenAbsoluteTtl: 86400,
    });
  });

  it('stops start-up listing every bad value', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/API_PORT[\s\S]*DATABASE_URL/);
  });

  it('refuses to start several instances on one PostgreSQL without a shared JWT secret, and a short secret anywhere', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(/JWT_SECRET[\s\S]*DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
  });
});

describe('resolveJwtSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-secret-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses JWT_SECRET when it is set and writes nothing', async () => {
    const dataDir = tempDir();
    expect(await resolveJwtSecret({ jwtSecret: 'y'.repeat(40), dataDir })).toBe('y'.repeat(40));
    expect(existsSync(path.join(dataDir, JWT_SECRET_FILE))).toBe(false);
  });

  it('generates a random secret once, kept in DATA_DIR for this user only, so tokens survive a restart', async () => {
    const dataDir = tempDir();
    const first = await resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // the folder it creates is this user's only too
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(await resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first);
    expect(await resolveJwtSecret({ jwtSecret: undefined, dataDir: tempDir() })).not.toBe(first);
  });

  it('tightens a secret file and its folder open to others, and refuses a file holding no usable secret', async () => {
    const dataDir = tempDir();
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    const file = path.join(dataDir, JWT_SECRET_FILE);
    writeFileSync(file, `${'z'.repeat(40)}\n`, { mode: 0o644 });
    expect(await resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe('z'.repeat(40));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    writeFileSync(file, 'short');
    await expect(resolveJwtSecret({ jwtSecret: undefined, dataDir })).rejects.toThrow(ConfigError);
  });
});

describe('loadConfig: timeouts and the response cache bound', () => {
  it('has defaults that let the database give up before the request does', () => {
    const { config } = loadConfig({});
    expect(config.databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 10_000, idleMs: 30_000 });
    expect(config.requestTimeoutMs).toBe(15_000);
    expect(config.databaseTimeouts.statementMs).toBeLessThan(config.requestTimeoutMs);
    expect(config.responseCacheMaxEntries).toBe(1_000);
  });

  it('reads them from the environment, 0 meaning no limit', () => {
    const { config } = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_IDLE_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '0',
      RESPONSE_CACHE_MAX_ENTRIES: '50',
    });
    expect(config).toMatchObject({
      databaseTimeouts: { connectMs: 1_000, statementMs: 0, idleMs: 2_000 },
      requestTimeoutMs: 0,
      responseCacheMaxEntries: 50,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '15s' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe('the documentation of the configuration', () => {
  const readme = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

  it.each(['README.md', '../README.md'])('%s names every variable the API reads', (file) => {
    const text = readme(file);
    expect(CONFIG_VARIABLES.filter((name) => !text.includes(`\`${name}\``))).toEqual([]);
  });

  it('api/README.md describes the signing key as the code makes it: JWT_SECRET or a generated key file, never a default', () => {
    const text = readme('README.md');
    const row = text.split('\n').find((line) => line.startsWith('| `JWT_SECRET`')) ?? '';
    expect(row).toContain(`DATA_DIR/${JWT_SECRET_FILE}`);
    expect(text).toContain('`jose`');
    // what it said before: a development secret by default, required only with NODE_ENV=production, signed by hand
    expect(text).not.toMatch(/dev[ -]secret|required when `NODE_ENV|node:crypto/i);
  });
});
