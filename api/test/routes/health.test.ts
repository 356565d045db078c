import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, engine, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the engine, version and uptime', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { status: 'ok', engine, version: expect.any(String), uptime: expect.any(Number) },
    });
  });

  it('answers unknown API paths with 404 and a code', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'ROUTE_NOT_FOUND' });
  });
});
