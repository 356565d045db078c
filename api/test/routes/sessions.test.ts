import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { bearer, createClock, createTestApp, newDiner, type TestApp } from '../helpers/test-app';

// Sessions end for real: sign-out, a password reset and a deleted account stop the access tokens already handed
// out (not only the refresh token), and no amount of refreshing keeps a session past its absolute lifetime.

const ABSOLUTE_TTL_SECONDS = 2 * 3600;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { refreshTokenAbsoluteTtl: ABSOLUTE_TTL_SECONDS }, clock: createClock() });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const me = (accessToken: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) });
const refresh = (refreshToken: string) => post('/api/auth/refreshToken', { refreshToken });

describe('access tokens follow their session', () => {
  it('signing out makes the access token fail on the very next request', async () => {
    const session = await newDiner(t.app);
    expect((await me(session.accessToken)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', { refreshToken: session.refreshToken })).statusCode).toBe(204);
    const after = await me(session.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: expect.any(String), code: 'SESSION_REVOKED' });
  });

  it.each([
    ['without a refresh token', () => ({})],
    ['with an unknown refresh token', () => ({ refreshToken: 'rt_lost-or-made-up' })],
  ])('signing out with the access token %s ends its session', async (_case, body) => {
    const session = await newDiner(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken),
      payload: body(),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session.accessToken)).json().code).toBe('SESSION_REVOKED');
    expect((await refresh(session.refreshToken)).json().code).toBe('REFRESH_TOKEN_REVOKED');
  });

  it('an expired access token still signs its session out', async () => {
    const session = await newDiner(t.app);
    t.clock.advance(16 * 60_000);
    try {
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(session.accessToken),
        payload: {},
      });
      expect(out.statusCode).toBe(204);
      expect((await refresh(session.refreshToken)).json().code).toBe('REFRESH_TOKEN_REVOKED');
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it("the bearer's sign-out also ends the body's refresh-token session of the same diner, never another diner's", async () => {
    const phone = await newDiner(t.app);
    const laptop = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: phone.email, password: phone.password },
      })
    ).json().data;
    const stranger = await newDiner(t.app);
    for (const refreshToken of [laptop.refreshToken, stranger.refreshToken]) {
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(phone.accessToken),
        payload: { refreshToken },
      });
      expect(out.statusCode).toBe(204);
    }
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
    expect((await me(stranger.accessToken)).statusCode).toBe(200);
  });

  it('signing out one device leaves the diner signed in on another', async () => {
    const phone = await newDiner(t.app);
    const laptop = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: phone.email, password: phone.password },
    });
    await post('/api/auth/logout', { refreshToken: phone.refreshToken });
    expect((await me(laptop.json().data.accessToken)).statusCode).toBe(200);
  });

  it('a password reset signs out every session, access tokens included', async () => {
    const session = await newDiner(t.app);
    await post('/api/auth/forgot-password', { email: session.email });
    const outbox = (await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(session.email)}`)).json().data.items;
    const token = /#token=([\w-]+)$/.exec(outbox[0].link)![1]!;
    expect((await post('/api/auth/reset-password', { token, password: 'NewPass#2027' })).statusCode).toBe(204);
    expect((await me(session.accessToken)).json().code).toBe('SESSION_REVOKED');
  });

  it("a deleted account's token fails", async () => {
    const session = await newDiner(t.app);
    await t.db.delete(users).where(eq(users.email, session.email));
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/carts/my-cart', headers: bearer(session.accessToken) })).statusCode).toBe(
      401,
    );
  });
});

describe('refresh racing a sign-out', () => {
  it('the sign-out wins whichever commits first: nothing the refresh handed out works afterwards', async () => {
    for (let round = 0; round < 3; round++) {
      const session = await newDiner(t.app);
      const [refreshed] = await Promise.all([
        refresh(session.refreshToken),
        post('/api/auth/logout', { refreshToken: session.refreshToken }),
      ]);
      if (refreshed.statusCode === 200) {
        const pair = refreshed.json().data;
        expect((await me(pair.accessToken)).statusCode).toBe(401);
        expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
      } else {
        expect(refreshed.json().code).toBe('REFRESH_TOKEN_REVOKED');
      }
      expect((await me(session.accessToken)).statusCode).toBe(401);
    }
  });
});

describe('absolute session lifetime', () => {
  it('refreshing keeps a session going only until its absolute lifetime, then the diner signs in again', async () => {
    const session = await newDiner(t.app);
    let { refreshToken } = session;
    // refresh every 50 minutes: each refresh token lives 30 days, but the session only 2 hours
    for (let i = 0; i < 2; i++) {
      t.clock.advance(50 * 60_000);
      const response = await refresh(refreshToken);
      expect(response.statusCode).toBe(200);
      refreshToken = response.json().data.refreshToken;
    }
    t.clock.advance(21 * 60_000);
    const expired = await refresh(refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('REFRESH_TOKEN_EXPIRED');
  });
});
