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
 * `POST /auth/logout {refreshToken}` -> 204: revokes the refresh token (and its family) on the API. Sent without
 * refreshing first: rotating a token only to revoke it would be pointless, and the body carries the proof.
 */
export async function logout(body: LogoutBody): Promise<void> {
  await sendApiRequest('post', LOGOUT_PATH, { operation: 'generic', skipAuthRefresh: true }, body);
}

/**
 * Signs the diner out: at once on this device (both token keys removed from local and session storage, user and
 * cart lines cleared, every cached query reset so no private data stays on screen), then revokes the refresh token
 * on the API. The revocation is best effort: an unreachable API must not keep anyone signed in.
 *
 * Not `resetAllStores()`: that would also reset the customizer, switching a diner reading in Arabic back to English.
 */
export async function signOut(queryClient: QueryClient = sharedQueryClient): Promise<void> {
  const { refreshToken } = useAuthStore.getState();
  asIntentionalSignOut(() => useAuthStore.getState().clearSession());
  await forgetSessionData(queryClient);
  if (refreshToken) await logout({ refreshToken }).catch(() => undefined);
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
