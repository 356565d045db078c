import axios from 'axios';
import { resolveApiBaseUrl } from './api-base-url';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on requests a 401 must not refresh: the refresh call itself, login, register. */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh, so a second 401 is passed on instead of refreshing again. */
    retriedAfterRefresh?: boolean;
  }
}

export const REQUEST_TIMEOUT_MS = 600_000;

/**
 * The ONE axios instance for API data (spec section 7), bare: `api-client.ts` installs its interceptors and exports
 * it as `apiClient`, which is what everything else imports. It lives apart only so the token refresh
 * (`auth/refresh-token.ts`), which the 401 interceptor calls, can post through it without the two modules importing
 * each other.
 */
export const apiInstance = axios.create({
  baseURL: resolveApiBaseUrl(),
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
});
