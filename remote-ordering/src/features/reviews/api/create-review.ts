import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { CreateReviewBody, CreateReviewResponse, Review } from '@restaurant/shared/contracts';

export async function createReview(body: CreateReviewBody): Promise<Review> {
  try {
    const response = await apiClient.post<CreateReviewResponse>('/public/restaurant-review', body);
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.createReview);
  }
}

/** Posting again replaces the diner's review, so the list, the average and "my review" all change. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation<Review, ApiError, CreateReviewBody>({
    mutationFn: createReview,
    onSuccess: async (review) => {
      queryClient.setQueryData(['ordering', 'my-review'], review);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ordering', 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['ordering', 'average-ratings'] }),
      ]);
    },
  });
}
