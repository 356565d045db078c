import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await newDiner(t.app, 'Private Diner')).accessToken;
});
afterAll(() => t.close());

// a public route, kept by shared caches (browsers revalidate it, since the manager edits the menu)
const publicRoute = '/api/public/food-categories/getFoodCategories';

describe('answers that hand out tokens', () => {
  it('sign-in and both refresh paths are never stored, nor their refusals', async () => {
    const diner = await newDiner(t.app, 'Token Diner');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: diner.email, password: diner.password },
    });
    expect([signIn.statusCode, signIn.headers['cache-control']]).toEqual([200, 'no-store']);
    let { refreshToken } = signIn.json().data as { refreshToken: string };
    for (const url of ['/api/auth/refreshToken', '/api/auth/refresh-token']) {
      const refreshed = await t.app.inject({ method: 'POST', url, payload: { refreshToken } });
      expect([url, refreshed.statusCode, refreshed.headers['cache-control']]).toEqual([url, 200, 'no-store']);
      refreshToken = refreshed.json().data.refreshToken;
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: diner.email, password: 'not-the-password-1' },
    });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
  });
});

describe('answers to a request that carried a token', () => {
  it('GET /api/auth/me is never stored', async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('a public cached route read with a token is not stored; read without one it keeps its public caching', async () => {
    const anonymous = await t.app.inject(publicRoute);
    const publicCaching = anonymous.headers['cache-control'];
    expect(publicCaching).toMatch(/^public\b/);

    for (const attempt of ['miss or hit', 'hit']) {
      const signedIn = await t.app.inject({ url: publicRoute, headers: bearer(token) });
      expect([attempt, signedIn.statusCode, signedIn.headers['cache-control']]).toEqual([attempt, 200, 'no-store']);
    }
    expect((await t.app.inject(publicRoute)).headers['cache-control']).toBe(publicCaching);
  });

  it('an error answered to a bad token is not stored either', async () => {
    const rejected = await t.app.inject({ url: '/api/auth/me', headers: bearer('not-a-token') });
    expect(rejected.statusCode).toBe(401);
    expect(rejected.headers['cache-control']).toBe('no-store');
  });

  it("a route's own private, no-store is kept", async () => {
    const cart = await t.app.inject({ url: '/api/carts/my-cart', headers: bearer(token) });
    expect(cart.headers['cache-control']).toBe('private, no-store');
  });
});
