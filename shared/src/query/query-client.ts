import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { isAxiosFailure } from '../api/axios-failure';

/** Menu, combos, vouchers, floors change rarely: features pass this as `staleTime` in their query options. */
export const READ_MOSTLY_STALE_TIME_MS = 5 * 60_000;
const DEFAULT_STALE_TIME_MS = 30_000;
const NO_RESPONSE_RETRIES = 1;

/** Network down, timeout, CORS: the request may never have reached the server (ApiError status 0 by convention). */
function isNoResponse(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0;
  // A cancelled request was abandoned on purpose (unmount, newer key): fetching it again would undo that.
  if (isAxiosFailure(error)) return !error.response && error.code !== 'ERR_CANCELED';
  return false;
}

/**
 * Spec section 8: an answer from the server (4xx, and a 5xx too) is passed on as it is; only a request that got
 * no response at all is tried once more. Exported for tests.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isNoResponse(error) && failureCount < NO_RESPONSE_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: DEFAULT_STALE_TIME_MS,
        // A diner switching tabs should not refetch the whole menu each time.
        refetchOnWindowFocus: false,
      },
      mutations: {
        // Orders, reviews and bookings are not idempotent: a timeout may hide a write that happened, so never
        // replay them silently, not even after no response.
        retry: false,
      },
    },
  });
}

/** The one QueryClient every front end shares (MF singleton through `@restaurant/shared`). */
export const queryClient = createQueryClient();
