import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiClient,
  EMAIL_NOT_VERIFIED,
  ERROR_MESSAGES,
  rememberEmailVerified,
  responseBodyOf,
  toApiError,
} from '@restaurant/shared';
import type { CreateReviewBody, CreateReviewResponse } from '@restaurant/shared/contracts';
import { myReviewQueryOptions } from './get-my-review';

const CREATE_REVIEW_PATH = '/public/restaurant-review';

/**
 * Spec section 8: a failed review post keeps the server's whole answer body (`{ message, code, details? }` from
 * this API, but kept as it came: a proxy may answer something else), or nothing when no answer arrived; its
 * message is the server's, else the generic text.
 */
export class CreateReviewError extends ApiError {
  /** The whole response body as received; null when the request got no response. */
  readonly body: unknown;

  constructor(cause: ApiError, body: unknown) {
    super(cause.status, cause.message, cause.code);
    this.name = 'CreateReviewError';
    this.body = body;
  }
}

/** Spec section 7: the whole response body (`{ data: review, message? }`) is what a successful post stores. */
export async function createReview(body: CreateReviewBody): Promise<CreateReviewResponse> {
  try {
    const response = await apiClient.post<CreateReviewResponse>(CREATE_REVIEW_PATH, body);
    return response.data;
  } catch (error) {
    throw new CreateReviewError(toApiError(error, ERROR_MESSAGES.createReview), responseBodyOf(error));
  }
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
        queryClient.invalidateQueries({ queryKey: ['ordering', 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['ordering', 'average-ratings'] }),
      ]);
    },
    onError: (error) => {
      if (error.code === EMAIL_NOT_VERIFIED) rememberEmailVerified(queryClient, false);
    },
  });
}
