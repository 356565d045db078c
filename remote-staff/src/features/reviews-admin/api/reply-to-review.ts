import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import type { ManagedReview, ReviewReplyBody } from '@restaurant/shared/contracts';
import { MANAGED_REVIEWS_QUERY_KEY } from './get-managed-reviews';
import { moderate, type ReviewVersion } from './moderation-write';

/** `POST /manage/reviews/{id}/reply`: writes the restaurant's reply, or replaces the one there. */
export function replyToReview(review: ReviewVersion, body: ReviewReplyBody): Promise<ManagedReview> {
  return moderate('post', review, 'reply', body);
}

export function useReplyToReview(onSaved?: (review: ManagedReview) => void) {
  const queryClient = useQueryClient();
  return useMutation<ManagedReview, ApiError, { review: ReviewVersion; body: ReviewReplyBody }>({
    mutationFn: ({ review, body }) => replyToReview(review, body),
    onSuccess: async (review) => {
      onSaved?.(review);
      await queryClient.invalidateQueries({ queryKey: MANAGED_REVIEWS_QUERY_KEY });
    },
  });
}
