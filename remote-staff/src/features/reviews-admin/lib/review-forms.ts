import type { Resolver } from 'react-hook-form';
import { HideReviewBody, ReviewReplyBody, type ReplyLanguage } from '@restaurant/shared/contracts';
import { contractResolver, maxLengthOf } from '@restaurant/shared/forms';

export interface ReplyValues {
  text: string;
  language: ReplyLanguage;
}

export interface HideValues {
  reason: string;
}

export const REVIEW_LIMITS = {
  replyMax: maxLengthOf(ReviewReplyBody.properties.text),
  reasonMax: maxLengthOf(HideReviewBody.properties.reason),
};

/** The reply's rules are the contract's (`ReviewReplyBody`): not blank, at most 2,000 characters, no control marks. */
export const replyResolver: Resolver<ReplyValues> = contractResolver<ReplyValues>(
  { text: ReviewReplyBody.properties.text },
  { trim: ['text'] },
);

/** A hidden review always says why (`HideReviewBody`). */
export const hideResolver: Resolver<HideValues> = contractResolver<HideValues>(
  { reason: HideReviewBody.properties.reason },
  { trim: ['reason'] },
);

/** The message key (under `errors`) for the rule a text broke. */
export function textErrorKey(rule: string): 'required' | 'tooLong' | 'invalid' {
  if (rule === 'required' || rule === 'minLength') return 'required';
  if (rule === 'maxLength') return 'tooLong';
  return 'invalid';
}
