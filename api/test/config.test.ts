import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has working defaults and warns about the development JWT secret', () => {
    const { config, warnings } = loadConfig({});
    expect(config).toMatchObject({ port: 3200, dataDir: './.data', databaseUrl: undefined, accessTokenTtl: 900, maintenance: false, appBaseUrl: 'http://localhost:3000' });
    expect(warnings).toEqual([expect.stringContaining('JWT_SECRET')]);
  });

  it('reads the environment', () => {
    const { config } = loadConfig({ API_PORT: '4000', DATABASE_URL: 'postgres://u@h/db', CORS_ORIGINS: 'https://a.example, https://b.example', JWT_SECRET: 'x'.repeat(32), MAINTENANCE: '1' });
    expect(loadConfig({ ACCESS_TOKEN_TTL: '5', APP_BASE_URL: 'https://sen.example/' }).config).toMatchObject({ accessTokenTtl: 5, appBaseUrl: 'https://sen.example' });
    expect(() => loadConfig({ APP_BASE_URL: 'sen.example' })).toThrow(/APP_BASE_URL/);
    expect(config).toMatchObject({ port: 4000, databaseUrl: 'postgres://u@h/db', corsOrigins: ['https://a.example', 'https://b.example'], maintenance: true });
  });

  it('stops start-up listing every bad value', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/API_PORT[\s\S]*DATABASE_URL/);
  });

  it('requires a real JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
  });
});
