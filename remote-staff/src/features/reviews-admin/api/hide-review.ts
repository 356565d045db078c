import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import type { HideReviewBody, ManagedReview } from '@restaurant/shared/contracts';
import { MANAGED_REVIEWS_QUERY_KEY } from './get-managed-reviews';
import { moderate, type ReviewVersion } from './moderation-write';

/** `POST /manage/reviews/{id}/hide`: out of the public list and the average, kept with the reason. */
export function hideReview(review: ReviewVersion, body: HideReviewBody): Promise<ManagedReview> {
  return moderate('post', review, 'hide', body);
}

export function useHideReview(onHidden?: (review: ManagedReview) => void) {
  const queryClient = useQueryClient();
  return useMutation<ManagedReview, ApiError, { review: ReviewVersion; body: HideReviewBody }>({
    mutationFn: ({ review, body }) => hideReview(review, body),
    onSuccess: async (review) => {
      onHidden?.(review);
      await queryClient.invalidateQueries({ queryKey: MANAGED_REVIEWS_QUERY_KEY });
    },
  });
}
