import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { MyReviewResponse, Review } from '@restaurant/shared/contracts';

const MY_REVIEW_PATH = '/public/restaurant-review/my-review';

export function getMyReview(signal?: AbortSignal): Promise<Review | null> {
  return getData<MyReviewResponse>(MY_REVIEW_PATH, { operation: 'myReview', signal });
}

export const myReviewQueryOptions = () =>
  queryOptions<Review | null, ApiError>({
    queryKey: ['ordering', 'my-review'],
    queryFn: ({ signal }) => getMyReview(signal),
  });

/** The route needs a token, so it is only asked for when the diner is signed in. */
export function useMyReview(enabled: boolean) {
  return useQuery({ ...myReviewQueryOptions(), enabled });
}
