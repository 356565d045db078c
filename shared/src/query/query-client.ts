import { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { isApiError } from '../api/api-error';

/** Menu, combos, vouchers, floors change rarely: features pass this as `staleTime` in their query options. */
export const READ_MOSTLY_STALE_TIME_MS = 5 * 60_000;
const DEFAULT_STALE_TIME_MS = 30_000;

function statusOf(error: unknown): number | undefined {
  if (isApiError(error)) return error.status;
  if (isAxiosError(error)) return error.response?.status;
  return undefined;
}

/**
 * One retry for what may be transient (no response, 5xx); none for 4xx, which the same request will get again.
 * Exported for tests.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
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
        // Orders, reviews and bookings are not idempotent: never replay them silently.
        retry: false,
      },
    },
  });
}

/** The one QueryClient every front end shares (MF singleton through `@restaurant/shared`). */
export const queryClient = createQueryClient();
