import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { MeResponse, User } from '../contracts/auth';
import { apiClient } from '../api/api-client';
import { toApiError } from '../api/api-error';
import { ERROR_MESSAGES } from '../api/error-messages';
import { useAccessToken, useAuthUser } from '../stores/auth-store';

export const CURRENT_USER_PATH = '/auth/me';

export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  try {
    const response = await apiClient.get<MeResponse>(CURRENT_USER_PATH, { signal });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.generic);
  }
}

export const currentUserQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['auth', 'me'] as const,
    queryFn: enabled ? ({ signal }) => getCurrentUser(signal) : skipToken,
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in diner (account menu, booking contact fields). After a reload only the tokens survive, so the
 * account is asked for when the store does not hold it yet.
 */
export function useCurrentUser() {
  const accessToken = useAccessToken();
  const storedUser = useAuthUser();
  const query = useQuery(currentUserQueryOptions(accessToken != null && storedUser == null));
  return {
    signedIn: accessToken != null,
    user: storedUser ?? query.data ?? null,
    isLoading: accessToken != null && storedUser == null && query.isPending,
    error: query.error,
  };
}
