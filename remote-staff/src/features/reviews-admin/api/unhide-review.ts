import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import type { ManagedReview } from '@restaurant/shared/contracts';
import { MANAGED_REVIEWS_QUERY_KEY } from './get-managed-reviews';
import { moderate, type ReviewVersion } from './moderation-write';

/** `POST /manage/reviews/{id}/unhide`: back in the public list and the average. */
export function unhideReview(review: ReviewVersion): Promise<ManagedReview> {
  return moderate('post', review, 'unhide');
}

export function useUnhideReview(onShown?: (review: ManagedReview) => void) {
  const queryClient = useQueryClient();
  return useMutation<ManagedReview, ApiError, ReviewVersion>({
    mutationFn: unhideReview,
    onSuccess: async (review) => {
      onShown?.(review);
      await queryClient.invalidateQueries({ queryKey: MANAGED_REVIEWS_QUERY_KEY });
    },
  });
}
