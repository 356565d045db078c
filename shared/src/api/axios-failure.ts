import type { AxiosError } from 'axios';

/**
 * axios' own `isAxiosError`, by shape: the flag every axios error carries. Checked here instead of imported so the
 * error mapping, the maintenance check and the query retry rule can sit on the first page load while axios itself
 * arrives only with the first API call (`api-request.ts`).
 */
export function isAxiosFailure(value: unknown): value is AxiosError {
  return typeof value === 'object' && value !== null && (value as { isAxiosError?: unknown }).isAxiosError === true;
}
