import { isAxiosFailure } from './axios-failure';
import { ERROR_MESSAGES } from './error-messages';

/**
 * What every failed call becomes before it reaches a component: an Error (so TanStack Query and error boundaries
 * treat it as one) carrying the HTTP status (0 when no response arrived) and the text to show.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;

  /** `cause`: the failure it was made from (the axios error, whose response body a caller may need). */
  constructor(status: number, message: string, code?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    if (code !== undefined) this.code = code;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function readStringField(body: unknown, field: 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The body the server answered with, exactly as received; null when no response arrived at all. */
export function responseBodyOf(error: unknown): unknown {
  if (isApiError(error)) return responseBodyOf(error.cause);
  return isAxiosFailure(error) && error.response ? error.response.data : null;
}

/**
 * The server's `message` when it sent one, else `fallbackMessage` (a Vietnamese default of spec section 8).
 * No response at all (network down, timeout, CORS) gives status 0 with the fallback wording.
 */
export function toApiError(error: unknown, fallbackMessage: string = ERROR_MESSAGES.generic): ApiError {
  if (isApiError(error)) return error;
  if (isAxiosFailure(error) && error.response) {
    const body: unknown = error.response.data;
    return new ApiError(
      error.response.status,
      readStringField(body, 'message') ?? fallbackMessage,
      readStringField(body, 'code'),
      { cause: error },
    );
  }
  return new ApiError(0, fallbackMessage, undefined, { cause: error });
}
