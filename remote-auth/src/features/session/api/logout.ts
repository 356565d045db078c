import { apiClient } from '@restaurant/shared';
import type { LogoutBody } from '@restaurant/shared/contracts';

export const LOGOUT_PATH = '/auth/logout';

/**
 * `POST /auth/logout {refreshToken}` -> 204: revokes the refresh token (and its family) on the API. Sent without
 * refreshing first: rotating a token only to revoke it would be pointless, and the body carries the proof.
 */
export async function logout(body: LogoutBody): Promise<void> {
  await apiClient.post(LOGOUT_PATH, body, { skipAuthRefresh: true });
}
