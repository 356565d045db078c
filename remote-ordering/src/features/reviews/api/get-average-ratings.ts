import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { AverageRatings, AverageRatingsResponse } from '@restaurant/shared/contracts';

const AVERAGE_RATINGS_PATH = '/public/restaurant-review/average-ratings';

export function getAverageRatings(signal?: AbortSignal): Promise<AverageRatings> {
  return getData<AverageRatingsResponse>(AVERAGE_RATINGS_PATH, { operation: 'averageRatings', signal });
}

export const averageRatingsQueryOptions = () =>
  queryOptions<AverageRatings, ApiError>({
    queryKey: ['ordering', 'average-ratings'],
    queryFn: ({ signal }) => getAverageRatings(signal),
  });

export function useAverageRatings() {
  return useQuery(averageRatingsQueryOptions());
}
