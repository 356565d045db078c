import { queryClient as sharedQueryClient, useAuthStore, useCartStore } from '@restaurant/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { logout } from '../api/logout';
import { asIntentionalSignOut } from '../stores/session-notice-store';

/**
 * Signs the diner out: at once on this device (both token keys removed from local and session storage, user and
 * cart lines cleared, every cached query reset so no private data stays on screen), then revokes the refresh token
 * on the API. The revocation is best effort: an unreachable API must not keep anyone signed in.
 *
 * Not `resetAllStores()`: that would also reset the customizer, switching a diner reading in Arabic back to English.
 */
export async function signOut(queryClient: QueryClient = sharedQueryClient): Promise<void> {
  const { refreshToken } = useAuthStore.getState();
  asIntentionalSignOut(() => {
    useAuthStore.getState().clearSession();
    useCartStore.getState().clear();
  });
  await queryClient.cancelQueries();
  await queryClient.resetQueries();
  if (refreshToken) await logout({ refreshToken }).catch(() => undefined);
}

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
