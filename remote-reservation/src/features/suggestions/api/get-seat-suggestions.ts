import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError } from '@restaurant/shared';
import type {
  SeatSuggestion,
  SeatSuggestionsResponse,
  SuggestionsQuery,
} from '@restaurant/shared/contracts';

export async function getSeatSuggestions(query: SuggestionsQuery, signal?: AbortSignal): Promise<SeatSuggestion[]> {
  try {
    const response = await apiClient.get<SeatSuggestionsResponse>('/public/restaurant-table/seats/suggestions', {
      params: query,
      signal,
    });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.seatSuggestions);
  }
}

/** Ranked seating for the party across every floor; nothing is fetched until the slot is known. */
export const seatSuggestionsQueryOptions = (query: SuggestionsQuery | null) =>
  queryOptions({
    queryKey: ['reservation', 'suggestions', query] as const,
    queryFn: query != null ? ({ signal }) => getSeatSuggestions(query, signal) : skipToken,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useSeatSuggestions = (query: SuggestionsQuery | null) => useQuery(seatSuggestionsQueryOptions(query));
