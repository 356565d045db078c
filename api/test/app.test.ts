import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, withDevDefaults } from '../src/config';
import { TEST_CONFIG, createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API as a whole', () => {
  it('publishes an OpenAPI document listing every contract route, and Swagger UI at /api/docs', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refreshToken',
      '/api/auth/refresh-token',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/public/food-categories/getFoodCategories',
      '/api/public/food/getFoodsByCategory',
      '/api/public/food/getFood/{id}',
      '/api/public/combo/getCombos',
      '/api/public/combo/{id}',
      '/api/public/voucher/getVouchers',
      '/api/public/voucher/{id}',
      '/api/voucher/vouchers',
      '/api/public/restaurant-review/restaurant-reviews',
      '/api/public/restaurant-review/average-ratings',
      '/api/public/restaurant-review/my-review',
      '/api/public/restaurant-review',
      '/api/carts/my-cart',
      '/api/carts/addToCart',
      '/api/carts/updateToCart/{cartId}',
      '/api/public/restaurant-table/floors',
      '/api/public/restaurant-table/floors/{id}/details',
      '/api/public/restaurant-table/floors/{floorId}/availability',
      '/api/public/restaurant-table/seats/suggestions',
      '/api/public/restaurant-table/reservations',
      '/api/public/restaurant-table/reservations/my',
      '/api/public/restaurant-table/reservations/{id}',
      '/api/public/restaurant-table/reservations/{id}/cancel',
      '/api/health',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/verify-email',
      '/api/auth/verify-email/resend',
      '/api/dev/outbox',
      '/api/public/restaurant-table/booking-rules',
      '/api/manage/foods/{id}/photo',
      '/api/manage/combos/{id}/photo',
      '/api/manage/categories/{id}/photo',
      '/api/photos/{name}',
    ]) {
      expect(paths).toContain(path);
    }
    const upload = spec.paths['/api/manage/foods/{id}/photo'].post;
    expect(upload.tags).toEqual(['manage']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '413', '415', '422']),
    );
    const login = spec.paths['/api/auth/login'].post;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('API_DOCS=0 serves neither the OpenAPI document nor Swagger UI; the API itself answers as before', async () => {
    // a plain `npm start` is production: no map of the API unless asked for; development and tests have it
    expect(loadConfig({}).config.apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).config.apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: '1' }).config.apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).config.apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).config.apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: '0' }).config.apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: '0' }).config.apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'no' })).toThrow(/API_DOCS/);
    const quiet = await createTestApp({ config: { apiDocs: false } });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
        const response = await quiet.app.inject(url);
        expect([url, response.statusCode, response.json().code]).toEqual([url, 404, 'ROUTE_NOT_FOUND']);
      }
      expect((await quiet.app.inject('/api/public/food-categories/getFoodCategories')).statusCode).toBe(200);
    } finally {
      await quiet.close();
    }
  });

  it('sends HSTS only over https: from a trusted proxy saying so, never over plain http', async () => {
    const behindProxy = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' };
      const hsts = async (app: FastifyInstance, headers: Record<string, string>) =>
        (await app.inject({ url: '/api/health', headers })).headers['strict-transport-security'];
      expect(await hsts(behindProxy.app, https)).toBe('max-age=31536000');
      expect(await hsts(behindProxy.app, {})).toBeUndefined();
      expect(await hsts(behindProxy.app, { 'x-forwarded-proto': 'http' })).toBeUndefined();
      // no proxy trusted: the header is the client's own say, not believed
      expect(await hsts(t.app, https)).toBeUndefined();
      expect(await hsts(t.app, {})).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('sends security headers', async () => {
    const health = await t.app.inject('/api/health');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toContain("default-src 'none';");
    expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none';");
    expect(health.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  const preflight = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/carts/my-cart',
      headers: { origin, 'access-control-request-method': 'GET' },
    });

  it('with no CORS_ORIGINS allows no other origin, localhost development servers included', async () => {
    expect(loadConfig({}).config.corsOrigins).toEqual([]);
    for (const origin of ['http://localhost:3100', 'http://127.0.0.1:3000', 'https://evil.example']) {
      expect([origin, (await preflight(t.app, origin)).headers['access-control-allow-origin']]).toEqual([
        origin,
        undefined,
      ]);
    }
  });

  it('the dev script allows the development servers, with credentials; CORS_ORIGINS replaces them', async () => {
    const dev = await createTestApp({ config: { corsOrigins: loadConfig(withDevDefaults({})).config.corsOrigins } });
    try {
      const allowed = await preflight(dev.app, 'http://localhost:3100');
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3100');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      expect((await preflight(dev.app, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      // the back office edits with PATCH and If-Match: a remote on its own origin may send one and read the ETag
      expect(allowed.headers['access-control-allow-methods']).toContain('PATCH');
      const read = await dev.app.inject({
        url: '/api/public/food/getFood/6',
        headers: { origin: 'http://localhost:3100' },
      });
      expect(read.headers['access-control-expose-headers']).toBe('ETag');
    } finally {
      await dev.close();
    }
    expect(loadConfig(withDevDefaults({ CORS_ORIGINS: 'https://a.example' })).config.corsOrigins).toEqual([
      'https://a.example',
    ]);
  });

  it('answers a wrong content type with 415 and an oversized body with 413, never 5xx', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a'.repeat(100_000), password: 'x' },
    });
    expect(huge.statusCode).toBe(413);
  });

  it('answers a NUL byte in text input with 400, not a database error', async () => {
    const response = await t.app.inject('/api/public/food/getFoodsByCategory?search=pho%00');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
  });

  it('answers an unexpected failure with a bare 500 that reveals nothing', async () => {
    const { database, drop } = await openTestDatabase();
    const app = await buildApp({ database, config: TEST_CONFIG, logger: false });
    try {
      // the database goes away under a running app
      await database.close();
      const live = await app.inject(`/api/public/food/getFood/3`);
      expect(live.statusCode).toBe(500);
      expect(live.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
    } finally {
      await app.close().catch(() => {});
      await drop();
    }
  });
});

describe('MAINTENANCE=1', () => {
  it('answers 503 MAINTENANCE with Retry-After on every route but health', async () => {
    const m = await createTestApp({ config: { maintenance: true } });
    try {
      const requests = [
        { method: 'GET', url: '/api/public/food-categories/getFoodCategories' },
        { method: 'POST', url: '/api/auth/login', payload: { email: 'diner@example.com', password: 'Diner#2026' } },
        { method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'diner@example.com' } },
        { method: 'GET', url: '/api/carts/my-cart' },
        { method: 'GET', url: '/api/dev/outbox' },
        { method: 'GET', url: '/api/docs/json' },
        { method: 'GET', url: '/api/no-such-route' },
      ] as const;
      for (const request of requests) {
        const response = await m.app.inject(request);
        expect([request.url, response.statusCode]).toEqual([request.url, 503]);
        expect(response.json()).toEqual({ message: expect.any(String), code: 'MAINTENANCE' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await m.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await m.close();
    }
  });
});
