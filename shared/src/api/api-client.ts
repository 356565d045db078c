import { isAxiosError, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { refreshTokens } from '../auth/refresh-token';
import { languageTag } from '../i18n/language-tag';
import { useAuthStore } from '../stores/auth-store';
import { useCustomizerStore } from '../stores/customizer-store';
import { apiInstance } from './api-instance';
import { isMaintenanceError, notifyMaintenance } from './maintenance';

export { REQUEST_TIMEOUT_MS } from './api-instance';

/**
 * The ONE axios instance for API data, with its interceptors. A binding of this module, not a re-export: `shared` is
 * `sideEffects: false`, so webpack would link a re-export straight to `api-instance.ts` and never run the interceptor
 * set-up below (requests would go out without their bearer token).
 */
export const apiClient = apiInstance;

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
  if (isAxiosError(error)) return retryAfterUnauthorized(error);
  throw error;
});
