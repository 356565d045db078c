import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  EMAIL_NOT_VERIFIED,
  rememberEmailVerified,
  responseBodyOf,
  sendApiRequest,
} from '@restaurant/shared';
import type { CreateReviewBody, CreateReviewResponse } from '@restaurant/shared/contracts';
import { averageRatingsQueryOptions } from './get-average-ratings';
import { myReviewQueryOptions } from './get-my-review';
import { RESTAURANT_REVIEWS_QUERY_KEY } from './get-restaurant-reviews';

const CREATE_REVIEW_PATH = '/public/restaurant-review';

/**
 * Spec section 8: a failed review post keeps the server's whole answer body (`{ message, code, details? }` from
 * this API, but kept as it came: a proxy may answer something else), or nothing when no answer arrived; its
 * message is the server's, else the generic text.
 */
export class CreateReviewError extends ApiError {
  /** The whole response body as received; null when the request got no response. */
  readonly body: unknown;

  constructor(cause: ApiError) {
    super(cause.status, cause.message, cause.code, { cause });
    this.name = 'CreateReviewError';
    this.body = responseBodyOf(cause);
  }
}

/** Spec section 7: the whole response body (`{ data: review, message? }`) is what a successful post stores. */
export async function createReview(body: CreateReviewBody): Promise<CreateReviewResponse> {
  const response = await sendApiRequest<CreateReviewResponse>(
    'post',
    CREATE_REVIEW_PATH,
    { operation: 'createReview' },
    body,
  ).catch((error: ApiError) => {
    throw new CreateReviewError(error);
  });
  return response.data;
}

/**
 * Posting again replaces the diner's review, so the list, the average and "my review" all change. A refusal for an
 * unconfirmed address means the account we hold is out of date: correcting it turns the form into the way to confirm.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation<CreateReviewResponse, CreateReviewError, CreateReviewBody>({
    mutationFn: createReview,
    onSuccess: async (created) => {
      queryClient.setQueryData(myReviewQueryOptions().queryKey, created.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: RESTAURANT_REVIEWS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: averageRatingsQueryOptions().queryKey }),
      ]);
    },
    onError: (error) => {
      if (error.code === EMAIL_NOT_VERIFIED) rememberEmailVerified(queryClient, false);
    },
  });
}
