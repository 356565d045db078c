import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../api/api-client';
import { resetAllStores } from '../stores/reset-all-stores';
import { useAuthStore } from '../stores/auth-store';
import { REFRESH_TOKEN_PATH, refreshTokens } from './refresh-token';

const originalAdapter = apiClient.defaults.adapter;
let requests: InternalAxiosRequestConfig[] = [];

/** Answers every request with `status` and `data` (or no response at all) through axios' adapter seam. */
function serve(reply: { status: number; data: unknown } | 'network-error') {
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { ...reply, statusText: String(reply.status), headers: new AxiosHeaders(), config };
    if (reply.status < 400) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  apiClient.defaults.adapter = adapter;
}

const PAIR = { accessToken: 'new-access', refreshToken: 'new-refresh', tokenType: 'Bearer', expiresIn: 900 };

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
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
    expect(requests[0]).toMatchObject({ method: 'post', url: '/auth/refresh-token' });
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ refreshToken: 'old-refresh' });
  });

  it('sends no expired bearer beside the refresh token, and stores nothing itself', async () => {
    useAuthStore.getState().setSession({ accessToken: 'expired', refreshToken: 'old-refresh', user: null });
    serve({ status: 200, data: { data: PAIR } });

    await refreshTokens({ refreshToken: 'old-refresh' });

    expect(requests[0]?.headers.get('Authorization')).toBeFalsy();
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
