import { isApiError } from '@restaurant/shared';

/**
 * A 4xx (unknown id, bad input, not signed in) will not change by asking again, so only network failures and 5xx
 * are retried, and only twice: the diner should see the error state rather than wait for long.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
