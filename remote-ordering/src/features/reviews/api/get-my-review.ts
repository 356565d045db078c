import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { MyReviewResponse, Review } from '@restaurant/shared/contracts';

export async function getMyReview(): Promise<Review | null> {
  try {
    const response = await apiClient.get<MyReviewResponse>('/public/restaurant-review/my-review');
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.myReview);
  }
}

export const myReviewQueryOptions = () =>
  queryOptions<Review | null, ApiError>({
    queryKey: ['ordering', 'my-review'],
    queryFn: getMyReview,
  });

/** The route needs a token, so it is only asked for when the diner is signed in. */
export function useMyReview(enabled: boolean) {
  return useQuery({ ...myReviewQueryOptions(), enabled });
}
