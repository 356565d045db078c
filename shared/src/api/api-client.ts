import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { refreshTokens } from '../auth/refresh-token';
import { languageTag } from '../i18n/language-tag';
import { useAuthStore } from '../stores/auth-store';
import { useCustomizerStore } from '../stores/customizer-store';
import { resolveApiBaseUrl } from './api-base-url';
import { REQUEST_TIMEOUT_MS } from './api-request';
import { isAxiosFailure } from './axios-failure';
import { isMaintenanceError, notifyMaintenance } from './maintenance';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on requests a 401 must not refresh: the refresh call itself, login, register. */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh, so a second 401 is passed on instead of refreshing again. */
    retriedAfterRefresh?: boolean;
  }
}

/**
 * The ONE axios instance for API data (spec section 7), with its interceptors. Not imported statically by anything
 * a page runs: `loadApiClient()` (`api-request.ts`) imports this module on the first API call, so axios is not part of
 * a page's first load (a server-rendered public page makes no API call before it is interactive).
 */
export const apiClient = axios.create({
  baseURL: resolveApiBaseUrl(),
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
});

// Credentials were rejected, not a token expired: a 401 here must reach the form as it is.
const NO_REFRESH_PATHS = /\/auth\/(login|register|refreshToken|refresh-token)(?:[/?#]|$)/;

function bearerOf(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config?.headers?.get?.('Authorization');
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length);
}

apiClient.interceptors.request.use((config) => {
  const { accessToken } = useAuthStore.getState();
  // The refresh call carries its token in the body; an expired bearer beside it would only confuse the server.
  if (accessToken && !config.skipAuthRefresh) config.headers.set('Authorization', `Bearer ${accessToken}`);
  // the API writes its messages in the language the diner chose in the customizer, not the browser's
  config.headers.set('Accept-Language', languageTag(useCustomizerStore.getState().language));
  return config;
});

let refreshInFlight: Promise<string> | null = null;

async function requestNewAccessToken(): Promise<string> {
  const { refreshToken } = useAuthStore.getState();
  if (!refreshToken) throw new Error('No refresh token held');
  const tokens = await refreshTokens({ refreshToken });
  useAuthStore.getState().setTokens(tokens);
  return tokens.accessToken;
}

/**
 * Single flight: every request that fails with 401 while a refresh is under way waits for that same refresh
 * (a refresh token is single-use on the server, so two concurrent refreshes would log the diner out).
 */
function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= requestNewAccessToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function retryAfterUnauthorized(error: AxiosError): Promise<unknown> {
  const config = error.config;
  if (
    !config ||
    error.response?.status !== 401 ||
    config.skipAuthRefresh ||
    config.retriedAfterRefresh ||
    NO_REFRESH_PATHS.test(config.url ?? '')
  ) {
    throw error;
  }

  const sentToken = bearerOf(config);
  const { accessToken: currentToken, refreshToken } = useAuthStore.getState();
  // Sent with no token at all: nothing to refresh, the resource simply needs a login.
  if (!sentToken && !currentToken) throw error;

  // Sent with a token that has been replaced since (a refresh finished meanwhile): reuse the new one.
  if (!(currentToken && currentToken !== sentToken)) {
    if (!refreshToken) {
      useAuthStore.getState().clearSession();
      throw error;
    }
    try {
      await refreshAccessToken();
    } catch {
      // The diner's session is over; the caller still gets the error of its own request.
      useAuthStore.getState().clearSession();
      throw error;
    }
  }

  // The request interceptor puts the current (new) bearer on the retry.
  return apiClient.request({ ...config, retriedAfterRefresh: true });
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (isMaintenanceError(error)) notifyMaintenance();
  if (isAxiosFailure(error)) return retryAfterUnauthorized(error);
  throw error;
});
