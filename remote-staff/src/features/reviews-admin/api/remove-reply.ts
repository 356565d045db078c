import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import type { ManagedReview } from '@restaurant/shared/contracts';
import { MANAGED_REVIEWS_QUERY_KEY } from './get-managed-reviews';
import { moderate, type ReviewVersion } from './moderation-write';

/** `DELETE /manage/reviews/{id}/reply`: takes the restaurant's reply away. */
export function removeReply(review: ReviewVersion): Promise<ManagedReview> {
  return moderate('delete', review, 'reply');
}

export function useRemoveReply(onRemoved?: (review: ManagedReview) => void) {
  const queryClient = useQueryClient();
  return useMutation<ManagedReview, ApiError, ReviewVersion>({
    mutationFn: removeReply,
    onSuccess: async (review) => {
      onRemoved?.(review);
      await queryClient.invalidateQueries({ queryKey: MANAGED_REVIEWS_QUERY_KEY });
    },
  });
}
