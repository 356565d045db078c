import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { ReviewsQuery, ReviewsResponse } from '@restaurant/shared/contracts';

const RESTAURANT_REVIEWS_PATH = '/public/restaurant-review/restaurant-reviews';

export type ReviewPage = ReviewsResponse['data'];

export function getRestaurantReviews(params: ReviewsQuery, signal?: AbortSignal): Promise<ReviewPage> {
  return getData<ReviewsResponse>(RESTAURANT_REVIEWS_PATH, { operation: 'reviews', params, signal });
}

/** The prefix of every page of the list: a new review changes them all. */
export const RESTAURANT_REVIEWS_QUERY_KEY = ['ordering', 'reviews'] as const;

export const restaurantReviewsQueryOptions = (params: ReviewsQuery) =>
  queryOptions<ReviewPage, ApiError>({
    queryKey: [...RESTAURANT_REVIEWS_QUERY_KEY, params],
    queryFn: ({ signal }) => getRestaurantReviews(params, signal),
  });

export function useRestaurantReviews(params: ReviewsQuery) {
  return useQuery({ ...restaurantReviewsQueryOptions(params), placeholderData: keepPreviousData });
}
