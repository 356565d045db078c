import { Type, type Static } from 'typebox';
import { Data, Id, MultilineText, Page, PageQuery, Timestamp } from './common';

export const Rating = Type.Integer({ minimum: 1, maximum: 5 });

/** The product languages a restaurant's reply is written in (the menu's: Vietnamese and the four interface ones). */
export const REPLY_LANGUAGES = ['vi', 'en', 'fr', 'ar', 'ch'] as const;
export const ReplyLanguage = Type.Enum(REPLY_LANGUAGES);
export type ReplyLanguage = Static<typeof ReplyLanguage>;

/** The restaurant's reply to a review, in the language the manager wrote it in (shown with its `lang`/`dir`). */
export const ReviewReply = Type.Object({ text: Type.String(), language: ReplyLanguage, repliedAt: Timestamp });
export type ReviewReply = Static<typeof ReviewReply>;

export const Review = Type.Object({
  id: Id,
  rating: Rating,
  comment: Type.String(),
  author: Type.Object({ id: Id, fullName: Type.String() }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  reply: Type.Optional(Type.Union([ReviewReply, Type.Null()], { description: "The restaurant's reply, or null" })),
  hidden: Type.Optional(
    Type.Boolean({
      description: "Only in the author's own review (`my-review`): a manager hid it, so the public list leaves it out",
    }),
  ),
});
export type Review = Static<typeof Review>;

export const ReviewsQuery = Type.Object(
  { ...PageQuery.properties, rating: Type.Optional(Rating) },
  { additionalProperties: false },
);
export type ReviewsQuery = Static<typeof ReviewsQuery>;
export const ReviewsResponse = Data(Page(Review));
export type ReviewsResponse = Static<typeof ReviewsResponse>;

export const AverageRatings = Type.Object({
  average: Type.Number({ minimum: 0, maximum: 5, description: 'One decimal; 0 when there is no review' }),
  count: Type.Integer({ minimum: 0 }),
  breakdown: Type.Array(Type.Object({ rating: Rating, count: Type.Integer({ minimum: 0 }) }), {
    description: 'Count per star, 5 down to 1',
  }),
});
export type AverageRatings = Static<typeof AverageRatings>;
export const AverageRatingsResponse = Data(AverageRatings);
export type AverageRatingsResponse = Static<typeof AverageRatingsResponse>;

export const MyReviewResponse = Data(Type.Union([Review, Type.Null()]));
export type MyReviewResponse = Static<typeof MyReviewResponse>;

export const CreateReviewBody = Type.Object(
  { rating: Rating, comment: MultilineText({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
export type CreateReviewBody = Static<typeof CreateReviewBody>;
export const CreateReviewResponse = Data(Review);
export type CreateReviewResponse = Static<typeof CreateReviewResponse>;
