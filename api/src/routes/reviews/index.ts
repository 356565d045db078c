import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AverageRatingsResponse,
  CreateReviewBody,
  CreateReviewResponse,
  MyReviewResponse,
  ReviewsQuery,
  ReviewsResponse,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { bearerSecurity } from '../../plugins/auth';
import { CACHE, errors, paged, type RouteDeps } from '../deps';

const reviewRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, cache, now }) => {
  const { reviewRepository, authRepository } = repos;

  /** A review speaks for a real diner: only an account whose e-mail address was confirmed with its code may post. */
  async function requireVerifiedEmail(request: FastifyRequest) {
    const author = await authRepository.findById(request.userId);
    if (!author?.emailVerifiedAt) {
      throw new AppError('EMAIL_NOT_VERIFIED');
    }
  }

  app.get(
    '/public/restaurant-review/restaurant-reviews',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'listReviews',
        summary: 'Published reviews, newest first, optionally of one star rating',
        description:
          'Published reviews, newest first, a page at a time, optionally of one star rating. Public and cached.',
        querystring: ReviewsQuery,
        response: { 200: ReviewsResponse, ...errors(400) },
      },
      config: { cache: CACHE.reviews },
    },
    async (request) => {
      const { page, size, rating } = request.query;
      return paged(await reviewRepository.list(page, size, rating), page, size);
    },
  );

  app.get(
    '/public/restaurant-review/average-ratings',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'getAverageRating',
        summary: 'Average rating, review count and count per star',
        description:
          'The average rating of the published reviews, how many there are and how many of each star. Public and cached.',
        response: { 200: AverageRatingsResponse },
      },
      config: { cache: CACHE.reviews },
    },
    async () => ({ data: await reviewRepository.averages() }),
  );

  app.get(
    '/public/restaurant-review/my-review',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'getMyReview',
        summary: "The signed-in diner's review, or null",
        description:
          "The signed-in diner's own review, or null when they have not posted one. Requires a bearer token.",
        security: bearerSecurity,
        response: { 200: MyReviewResponse, ...errors(401) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await reviewRepository.findByUser(request.userId) };
    },
  );

  app.post(
    '/public/restaurant-review',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'postReview',
        summary: 'Post a review (one per diner with a confirmed e-mail address: posting again replaces it)',
        description: "201 when created, 200 when it replaced the diner's earlier review.",
        security: bearerSecurity,
        body: CreateReviewBody,
        response: { 200: CreateReviewResponse, 201: CreateReviewResponse, ...errors(400, 401, 403) },
      },
      onRequest: app.authenticate,
      preHandler: requireVerifiedEmail,
    },
    async (request, reply) => {
      const comment = request.body.comment.trim();
      if (!comment) throw new AppError('REVIEW_COMMENT_REQUIRED');
      const { review, created } = await reviewRepository.upsert(request.userId, request.body.rating, comment, now());
      await cache.invalidate('reviews');
      return reply.code(created ? 201 : 200).send({ data: review });
    },
  );
};

export default reviewRoutes;
