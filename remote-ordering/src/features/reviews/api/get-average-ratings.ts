import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { AverageRatings, AverageRatingsResponse } from '@restaurant/shared/contracts';

export async function getAverageRatings(): Promise<AverageRatings> {
  try {
    const response = await apiClient.get<AverageRatingsResponse>('/public/restaurant-review/average-ratings');
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.averageRatings);
  }
}

export const averageRatingsQueryOptions = () =>
  queryOptions<AverageRatings, ApiError>({
    queryKey: ['ordering', 'average-ratings'],
    queryFn: getAverageRatings,
  });

export function useAverageRatings() {
  return useQuery(averageRatingsQueryOptions());
}
