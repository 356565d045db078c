import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { sendApiRequest } from '../api/api-request';
import type { LogoutBody } from '../contracts/auth';
import { queryClient as sharedQueryClient } from '../query/query-client';
import { useAuthStore } from '../stores/auth-store';
import { forgetSessionData } from './session-effects';
import { asIntentionalSignOut } from './session-expiry';

export const LOGOUT_PATH = '/auth/logout';

/**
 * `POST /auth/logout {refreshToken}` with the access token as bearer -> 204: ends that session on the API (the
 * access token's, and the refresh token's). Sent without refreshing first: rotating a token only to revoke it would
 * be pointless, and the tokens carry the proof (an expired access token still names its session).
 */
export async function logout(body: LogoutBody, accessToken?: string | null): Promise<void> {
  const headers = accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined;
  await sendApiRequest('post', LOGOUT_PATH, { operation: 'generic', skipAuthRefresh: true, headers }, body);
}

/**
 * Signs the diner out: at once on this device (both token keys removed from local and session storage, user and
 * cart lines cleared, every cached query reset so no private data stays on screen), then ends the session on the
 * API. The revocation is best effort: an unreachable API must not keep anyone signed in.
 *
 * Not `resetAllStores()`: that would also reset the customizer, switching a diner reading in Arabic back to English.
 */
export async function signOut(queryClient: QueryClient = sharedQueryClient): Promise<void> {
  // read before clearing: the store forgets them, and the API needs them to know which session to end
  const { accessToken, refreshToken } = useAuthStore.getState();
  asIntentionalSignOut(() => useAuthStore.getState().clearSession());
  await forgetSessionData(queryClient);
  if (accessToken || refreshToken) {
    await logout(refreshToken ? { refreshToken } : {}, accessToken).catch(() => undefined);
  }
}

/** `signOut` with a pending flag for the button or menu item that triggers it. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut(queryClient);
    } finally {
      setPending(false);
    }
  }, [queryClient]);
  return { signOut: run, pending };
}
