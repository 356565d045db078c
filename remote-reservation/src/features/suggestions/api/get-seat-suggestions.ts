import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getData } from '@restaurant/shared';
import type { SeatSuggestion, SeatSuggestionsResponse, SuggestionsQuery } from '@restaurant/shared/contracts';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';

const SEAT_SUGGESTIONS_PATH = '/public/restaurant-table/seats/suggestions';

export function getSeatSuggestions(query: SuggestionsQuery, signal?: AbortSignal): Promise<SeatSuggestion[]> {
  return getData<SeatSuggestionsResponse>(SEAT_SUGGESTIONS_PATH, {
    operation: 'seatSuggestions',
    params: query,
    signal,
  });
}

/** Ranked seating for the party across every floor; nothing is fetched until the slot is known. */
export const seatSuggestionsQueryOptions = (query: SuggestionsQuery | null) =>
  queryOptions({
    queryKey: reservationQueryKeys.suggestions(query),
    queryFn: query != null ? ({ signal }) => getSeatSuggestions(query, signal) : skipToken,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useSeatSuggestions = (query: SuggestionsQuery | null) => useQuery(seatSuggestionsQueryOptions(query));
