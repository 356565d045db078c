import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, useAccessToken, useAuthUser } from '@restaurant/shared';
import type { MeResponse, User } from '@restaurant/shared/contracts';

export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  try {
    const response = await apiClient.get<MeResponse>('/auth/me', { signal });
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
 * The signed-in diner, to prefill the contact fields. After a reload only the tokens survive, so the account is
 * asked for when the store does not hold it yet.
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
