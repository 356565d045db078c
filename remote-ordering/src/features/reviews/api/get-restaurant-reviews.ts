import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { ReviewsQuery, ReviewsResponse } from '@restaurant/shared/contracts';

export type ReviewPage = ReviewsResponse['data'];

export async function getRestaurantReviews(params: ReviewsQuery): Promise<ReviewPage> {
  try {
    const response = await apiClient.get<ReviewsResponse>('/public/restaurant-review/restaurant-reviews', {
      params,
    });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.reviews);
  }
}

export const restaurantReviewsQueryOptions = (params: ReviewsQuery) =>
  queryOptions<ReviewPage, ApiError>({
    queryKey: ['ordering', 'reviews', params],
    queryFn: () => getRestaurantReviews(params),
  });

export function useRestaurantReviews(params: ReviewsQuery) {
  return useQuery({ ...restaurantReviewsQueryOptions(params), placeholderData: keepPreviousData });
}
