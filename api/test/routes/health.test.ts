import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../src/app';
import { TEST_CONFIG, createTestApp, engine, openTestDatabase, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const databaseUp = { status: 'up', engine, latencyMs: expect.any(Number) };
// the test apps take no nightly backup (the nightly backup's own test reports one)
const noBackups = { nightlyAt: null, nextAt: null, last: null, failedAt: null };

describe('GET /api/health', () => {
  it('reports the engine, version, uptime, the database with its round trip, the backups and the mail waiting', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        status: 'ok',
        engine,
        version: expect.any(String),
        uptime: expect.any(Number),
        database: databaseUp,
        backups: noBackups,
        mail: { delivery: 'outbox', pending: expect.any(Number) },
      },
    });
  });

  it('answers unknown API paths with 404 and a code', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'ROUTE_NOT_FOUND' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 while the database answers', async () => {
    const response = await t.app.inject('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ready', database: databaseUp } });
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 without asking the database', async () => {
    const response = await t.app.inject('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', uptime: expect.any(Number) } });
  });
});

describe('the health routes when the database is unreachable', () => {
  it('health says degraded and the database down; ready answers 503', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp({ database, config: TEST_CONFIG, logger: false });
    try {
      await database.close();

      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toMatchObject({
        status: 'degraded',
        database: { status: 'down', engine, latencyMs: null },
        mail: { delivery: 'outbox', pending: null },
      });

      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: expect.any(String), code: 'DATABASE_UNAVAILABLE' });
      expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('the health routes under MAINTENANCE=1', () => {
  it('still answer, like every probe', async () => {
    const maintenance = await createTestApp({ config: { maintenance: true } });
    try {
      expect((await maintenance.app.inject('/api/public/food-categories/getFoodCategories')).statusCode).toBe(503);
      for (const path of ['/api/health', '/api/health/ready', '/api/health/live']) {
        expect((await maintenance.app.inject(path)).statusCode).toBe(200);
      }
    } finally {
      await maintenance.close();
    }
  });
});
