import { sendApiRequest } from '@restaurant/shared';
import type { ManagedReview, ManagedReviewResponse } from '@restaurant/shared/contracts';

export const managedReviewPath = (id: number) => `/manage/reviews/${id}`;

/** The review as the list showed it: its id and the version the write names (`If-Match`). */
export type ReviewVersion = Pick<ManagedReview, 'id' | 'version'>;

/**
 * One moderation write (`POST`/`DELETE /manage/reviews/{id}/…`) naming the version the manager saw: another manager's
 * change since answers 412 EDIT_CONFLICT. Resolves with the review as stored.
 */
export async function moderate(
  method: 'post' | 'delete',
  review: ReviewVersion,
  action: 'reply' | 'hide' | 'unhide',
  body?: unknown,
): Promise<ManagedReview> {
  const headers = { 'If-Match': `"${review.version}"` };
  const response = await sendApiRequest<ManagedReviewResponse>(
    method,
    `${managedReviewPath(review.id)}/${action}`,
    { operation: 'generic', headers },
    body,
  );
  return response.data.data;
}
