import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { ManagedReviewsQuery, ManagedReviewsResponse } from '@restaurant/shared/contracts';

export const MANAGED_REVIEWS_PATH = '/manage/reviews';

export type ManagedReviewPage = ManagedReviewsResponse['data'];

/** `GET /manage/reviews`: every review, hidden ones included, newest first; `hidden`/`unanswered` narrow it. */
export function getManagedReviews(params: ManagedReviewsQuery, signal?: AbortSignal): Promise<ManagedReviewPage> {
  return getData<ManagedReviewsResponse>(MANAGED_REVIEWS_PATH, { operation: 'reviews', params, signal });
}

/** The prefix of every page and filter of the list: a reply or a hide changes them all. */
export const MANAGED_REVIEWS_QUERY_KEY = ['manage', 'reviews'] as const;

export const managedReviewsQueryOptions = (params: ManagedReviewsQuery) =>
  queryOptions<ManagedReviewPage, ApiError>({
    queryKey: [...MANAGED_REVIEWS_QUERY_KEY, params],
    queryFn: ({ signal }) => getManagedReviews(params, signal),
  });

export function useManagedReviews(params: ManagedReviewsQuery) {
  return useQuery({ ...managedReviewsQueryOptions(params), placeholderData: keepPreviousData });
}
