import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  HideReviewBody,
  IdParams,
  ManagedReviewResponse,
  ManagedReviewsQuery,
  ManagedReviewsResponse,
  type ReplyLanguage,
  ReviewReplyBody,
} from '@restaurant/shared/contracts';
import { negotiateLocale } from '../../i18n/locale';
import { AppError } from '../../lib/errors';
import { errors, paged, type RouteDeps } from '../deps';
import { managerRoutes } from './manager-routes';
import { IfMatchHeaders, expectedVersion, sendVersioned } from './versions';

/**
 * What every reply, hide and unhide invalidates: the public list and average (`CACHE.reviews`) and the server-rendered
 * pages that show them, on every instance (the response cache publishes it on the invalidation bus).
 */
export const REVIEWS_TAG = 'reviews';

const WRITE_NOTE =
  'Answers the review with its new `ETag`. A stale `If-Match` answers 412 EDIT_CONFLICT and changes nothing; ' +
  'without `If-Match` the write applies.';

/** The manager's reviews: every one, hidden ones included; the restaurant's reply; hiding with a reason. */
const manageReviewRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, cache, now }) => {
  const { reviewAdminRepository: reviews } = repos;
  const { managerOnly, schema } = managerRoutes(app, repos);
  const changed = <T>(result: T) => cache.invalidate(REVIEWS_TAG).then(() => result);

  app.get(
    '/manage/reviews',
    {
      schema: {
        ...schema(
          'listManagedReviews',
          'Every review, hidden ones included, newest first',
          '`hidden` and `unanswered` narrow the list.',
        ),
        querystring: ManagedReviewsQuery,
        response: { 200: ManagedReviewsResponse, ...errors(400, 401, 403) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, size } = request.query;
      return paged(await reviews.list(request.query), page, size);
    },
  );

  app.post(
    '/manage/reviews/:id/reply',
    {
      schema: {
        ...schema(
          'replyToReview',
          "Write or replace the restaurant's reply",
          "At most 2,000 characters, not blank (400). `language` is the language it is written in; the request's " +
            'Accept-Language when left out. Replying again replaces the reply. ' +
            WRITE_NOTE,
        ),
        params: IdParams,
        headers: IfMatchHeaders,
        body: ReviewReplyBody,
        response: { 200: ManagedReviewResponse, ...errors(400, 401, 403, 404, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const text = request.body.text.trim();
      if (!text) throw new AppError('REVIEW_REPLY_REQUIRED');
      const locale = negotiateLocale(request.headers['accept-language']);
      const language: ReplyLanguage = request.body.language ?? (locale === 'zh' ? 'ch' : locale);
      const expected = expectedVersion(request.headers['if-match']);
      const saved = await reviews.reply(request.params.id, text, language, request.userId, now(), expected);
      return sendVersioned(reply, await changed(saved));
    },
  );

  app.delete(
    '/manage/reviews/:id/reply',
    {
      schema: {
        ...schema('removeReviewReply', "Remove the restaurant's reply", WRITE_NOTE),
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: ManagedReviewResponse, ...errors(400, 401, 403, 404, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      return sendVersioned(
        reply,
        await changed(await reviews.removeReply(request.params.id, expected, request.userId)),
      );
    },
  );

  app.post(
    '/manage/reviews/:id/hide',
    {
      schema: {
        ...schema(
          'hideReview',
          'Hide a review, with the reason',
          'The review is kept (never deleted) with the reason, who hid it and when; it leaves the public list and ' +
            'the average rating; its author still sees it, marked hidden. A blank reason answers 400. ' +
            WRITE_NOTE,
        ),
        params: IdParams,
        headers: IfMatchHeaders,
        body: HideReviewBody,
        response: { 200: ManagedReviewResponse, ...errors(400, 401, 403, 404, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const reason = request.body.reason.trim();
      if (!reason) throw new AppError('REVIEW_HIDE_REASON_REQUIRED');
      const expected = expectedVersion(request.headers['if-match']);
      const saved = await reviews.hide(request.params.id, reason, request.userId, now(), expected);
      return sendVersioned(reply, await changed(saved));
    },
  );

  app.post(
    '/manage/reviews/:id/unhide',
    {
      schema: {
        ...schema('unhideReview', 'Show a hidden review again', WRITE_NOTE),
        params: IdParams,
        headers: IfMatchHeaders,
        response: { 200: ManagedReviewResponse, ...errors(400, 401, 403, 404, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const expected = expectedVersion(request.headers['if-match']);
      return sendVersioned(reply, await changed(await reviews.unhide(request.params.id, expected, request.userId)));
    },
  );
};

export default manageReviewRoutes;
