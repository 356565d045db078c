import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { getData } from '../api/api-request';
import type { MeResponse, User } from '../contracts/auth';
import { useAccessToken, useAuthStore, useAuthUser } from '../stores/auth-store';

export const CURRENT_USER_PATH = '/auth/me';

export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return getData<MeResponse>(CURRENT_USER_PATH, { operation: 'generic', signal });
}

/**
 * The answer becomes the stored user (kept with the tokens), unless the diner signed out meanwhile or another
 * account signed in while it was on its way.
 */
function rememberCurrentUser(user: User): User {
  const { accessToken, user: held, setUser } = useAuthStore.getState();
  if (accessToken !== null && (held === null || held.id === user.id)) setUser(user);
  return user;
}

export const currentUserQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['auth', 'me'] as const,
    queryFn: enabled ? async ({ signal }) => rememberCurrentUser(await getCurrentUser(signal)) : skipToken,
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in diner (account menu, booking contact fields): the user stored with the tokens, shown at once after a
 * reload, while `/auth/me` refreshes it in the background (a changed name or e-mail status follows).
 */
export function useCurrentUser() {
  const signedIn = useAccessToken() != null;
  const storedUser = useAuthUser();
  const query = useQuery(currentUserQueryOptions(signedIn));
  return {
    signedIn,
    user: signedIn ? (storedUser ?? query.data ?? null) : null,
    isLoading: signedIn && storedUser == null && query.isPending,
    error: query.error,
  };
}

/**
 * What the server just said about the signed-in diner's e-mail address (confirmed with its code, or refused as not
 * confirmed yet), written where the account is read from, so every view follows at once without asking again.
 * With `email`, only an account with that address is changed (a signed-in diner may confirm another address).
 */
export function rememberEmailVerified(queryClient: QueryClient, verified: boolean, email?: string) {
  const concerned = (user: User | null | undefined): user is User =>
    user != null && (email === undefined || user.email.toLowerCase() === email.trim().toLowerCase());
  const { user, setUser } = useAuthStore.getState();
  if (concerned(user)) setUser({ ...user, emailVerified: verified });
  queryClient.setQueryData(currentUserQueryOptions(true).queryKey, (me) =>
    concerned(me) ? { ...me, emailVerified: verified } : me,
  );
}
