import { ApiError } from '../api/api-error';
import { sendApiRequest } from '../api/api-request';
import { ERROR_MESSAGES } from '../api/error-messages';
import type { RefreshBody, RefreshResponse, TokenPair } from '../contracts/auth';

/** Spec section 7: the refresh helper's path (the API also answers the same call at `/auth/refreshToken`). */
export const REFRESH_TOKEN_PATH = '/auth/refresh-token';

/** Spec section 7: an access token, and the rotated refresh token when the server sends one. */
export type RefreshedTokens = Pick<TokenPair, 'accessToken'> & Partial<Pick<TokenPair, 'refreshToken'>>;

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

// The answer decides who is signed in: check it rather than trust the declared type.
function readRefreshedTokens(body: Partial<RefreshResponse> | undefined): RefreshedTokens | null {
  const tokens: Partial<TokenPair> | undefined = body?.data;
  if (!isNonEmptyString(tokens?.accessToken)) return null;
  return {
    accessToken: tokens.accessToken,
    ...(isNonEmptyString(tokens.refreshToken) ? { refreshToken: tokens.refreshToken } : {}),
  };
}

/**
 * `POST /auth/refresh-token {refreshToken}`: exchanges a refresh token for a new access token (the refresh token
 * is single-use: the answer usually carries its successor). Stores nothing; the API client's single-flight refresh
 * on 401 is its caller. Sent without a bearer and never refreshed itself on 401 (`skipAuthRefresh`).
 */
export async function refreshTokens(body: RefreshBody): Promise<RefreshedTokens> {
  const response = await sendApiRequest<RefreshResponse>(
    'post',
    REFRESH_TOKEN_PATH,
    { operation: 'generic', skipAuthRefresh: true },
    body,
  );
  const tokens = readRefreshedTokens(response.data);
  if (!tokens) throw new ApiError(response.status, ERROR_MESSAGES.generic);
  return tokens;
}
