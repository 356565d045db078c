import { useAuthStore } from '../stores/auth-store';
import { resetAllStores } from '../stores/reset-all-stores';
import { fakeApi, type FakeApi, type FakeRequest } from '../testing/fake-api';
import { REFRESH_TOKEN_PATH, refreshTokens } from './refresh-token';

let api: FakeApi | undefined;
let requests: FakeRequest[] = [];

/** Answers every request with `status` and `data` (or no response at all). */
function serve(reply: { status: number; data: unknown } | 'network-error') {
  api = fakeApi(() => (reply === 'network-error' ? reply : { status: reply.status, body: reply.data }));
  requests = api.requests;
}

const PAIR = { accessToken: 'new-access', refreshToken: 'new-refresh', tokenType: 'Bearer', expiresIn: 900 };

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  api?.restore();
  resetAllStores();
});

describe('refreshTokens', () => {
  it('posts the refresh token to /auth/refresh-token and answers the new pair', async () => {
    serve({ status: 200, data: { data: PAIR } });

    await expect(refreshTokens({ refreshToken: 'old-refresh' })).resolves.toEqual({
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
    });
    expect(REFRESH_TOKEN_PATH).toBe('/auth/refresh-token');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/auth/refresh-token' });
    expect(requests[0]?.body).toEqual({ refreshToken: 'old-refresh' });
  });

  it('sends no expired bearer beside the refresh token, and stores nothing itself', async () => {
    useAuthStore.getState().setSession({ accessToken: 'expired', refreshToken: 'old-refresh', user: null });
    serve({ status: 200, data: { data: PAIR } });

    await refreshTokens({ refreshToken: 'old-refresh' });

    expect(requests[0]?.headers['Authorization']).toBeFalsy();
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'expired', refreshToken: 'old-refresh' });
  });

  it('answers only the access token when the server does not rotate the refresh token', async () => {
    serve({ status: 200, data: { data: { accessToken: 'new-access' } } });
    await expect(refreshTokens({ refreshToken: 'old-refresh' })).resolves.toEqual({ accessToken: 'new-access' });
  });

  it('refuses an answer without an access token', async () => {
    serve({ status: 200, data: { data: { refreshToken: 'new-refresh' } } });
    await expect(refreshTokens({ refreshToken: 'old-refresh' })).rejects.toMatchObject({ status: 200 });
  });

  it('passes a refused refresh on as an ApiError with the server message, without refreshing again', async () => {
    serve({ status: 401, data: { message: 'Refresh token revoked', code: 'INVALID_REFRESH_TOKEN' } });

    await expect(refreshTokens({ refreshToken: 'old-refresh' })).rejects.toMatchObject({
      status: 401,
      message: 'Refresh token revoked',
      code: 'INVALID_REFRESH_TOKEN',
    });
    expect(requests).toHaveLength(1);
  });

  it('gives status 0 when no answer arrived', async () => {
    serve('network-error');
    await expect(refreshTokens({ refreshToken: 'old-refresh' })).rejects.toMatchObject({ status: 0 });
  });
});
