import { Type, type Static } from 'typebox';
import { Data, Id, MultilineText, Page, PageQuery, StaffMember, Timestamp } from './common';
import { Rating, REPLY_LANGUAGES, ReviewReply } from './review';

// The manager's reviews (`/api/manage/reviews…`): every review, hidden ones included; a reply to each, and hiding
// with a reason (kept, never deleted). Each write answers the review with its `ETag`; `If-Match` is optional.

/** Longest reply the restaurant may write (characters). */
export const REVIEW_REPLY_MAX_LENGTH = 2000;
/** Longest reason for hiding a review (characters). */
export const HIDE_REASON_MAX_LENGTH = 500;

export const ManagedReview = Type.Object({
  id: Id,
  rating: Rating,
  comment: Type.String(),
  author: Type.Object({ id: Id, fullName: Type.String() }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  reply: Type.Union([
    Type.Object({ ...ReviewReply.properties, by: Type.Union([StaffMember, Type.Null()]) }),
    Type.Null(),
  ]),
  hidden: Type.Union([
    Type.Object({ reason: Type.String(), at: Timestamp, by: Type.Union([StaffMember, Type.Null()]) }),
    Type.Null(),
  ]),
  version: Type.Integer({ minimum: 1, description: 'The edit version, also sent as the ETag of a write' }),
});
export type ManagedReview = Static<typeof ManagedReview>;

export const ManagedReviewsQuery = Type.Object(
  {
    ...PageQuery.properties,
    hidden: Type.Optional(Type.Boolean({ description: 'true: hidden ones only; false: shown ones only' })),
    unanswered: Type.Optional(Type.Boolean({ description: 'true: only reviews without a reply' })),
  },
  { additionalProperties: false },
);
export type ManagedReviewsQuery = Static<typeof ManagedReviewsQuery>;

export const ManagedReviewsResponse = Data(Page(ManagedReview));
export type ManagedReviewsResponse = Static<typeof ManagedReviewsResponse>;
export const ManagedReviewResponse = Data(ManagedReview);
export type ManagedReviewResponse = Static<typeof ManagedReviewResponse>;

export const ReviewReplyBody = Type.Object(
  {
    text: MultilineText({ minLength: 1, maxLength: REVIEW_REPLY_MAX_LENGTH }),
    language: Type.Optional(
      Type.Enum(REPLY_LANGUAGES, {
        description: "The reply's language; the request's Accept-Language (ch for Chinese) when left out",
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReviewReplyBody = Static<typeof ReviewReplyBody>;

export const HideReviewBody = Type.Object(
  { reason: MultilineText({ minLength: 1, maxLength: HIDE_REASON_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type HideReviewBody = Static<typeof HideReviewBody>;
