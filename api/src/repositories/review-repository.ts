import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AverageRatings, ReplyLanguage, Review } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { reviews, users } from '../db/schema';
import type { Paged } from './menu-repository';

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  authorId: users.id,
  authorName: users.fullName,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  replyText: reviews.replyText,
  replyLanguage: reviews.replyLanguage,
  repliedAt: reviews.repliedAt,
  hiddenAt: reviews.hiddenAt,
};

/** What diners see: a review a manager hid leaves the public list and the average (its author still sees it). */
export const shownReviews = isNull(reviews.hiddenAt);

type ReviewRow = {
  id: number;
  rating: number;
  comment: string;
  authorId: number;
  authorName: string;
  createdAt: Date;
  updatedAt: Date;
  replyText: string | null;
  replyLanguage: string | null;
  repliedAt: Date | null;
  hiddenAt: Date | null;
};

/** The restaurant's reply as diners see it, or null. */
export const replyOf = (r: Pick<ReviewRow, 'replyText' | 'replyLanguage' | 'repliedAt'>) =>
  r.replyText !== null && r.repliedAt !== null
    ? { text: r.replyText, language: (r.replyLanguage ?? 'en') as ReplyLanguage, repliedAt: r.repliedAt.toISOString() }
    : null;

const toReview = (r: ReviewRow): Review => ({
  id: r.id,
  rating: r.rating,
  comment: r.comment,
  author: { id: r.authorId, fullName: r.authorName },
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  reply: replyOf(r),
});

export function createReviewRepository(db: Db) {
  return {
    async list(page: number, size: number, rating?: number): Promise<Paged<Review>> {
      const where = rating ? and(shownReviews, eq(reviews.rating, rating)) : shownReviews;
      const [rows, [total]] = await Promise.all([
        db
          .select(reviewColumns)
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .orderBy(desc(reviews.updatedAt), desc(reviews.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return { items: rows.map(toReview), total: total?.n ?? 0 };
    },

    async averages(): Promise<AverageRatings> {
      const rows = await db
        .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(shownReviews)
        .groupBy(reviews.rating);
      const byRating = new Map(rows.map((r) => [r.rating, Number(r.n)]));
      const breakdown = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: byRating.get(rating) ?? 0 }));
      const total = breakdown.reduce((sum, b) => sum + b.count, 0);
      const sum = breakdown.reduce((acc, b) => acc + b.rating * b.count, 0);
      return { average: total ? Math.round((sum / total) * 10) / 10 : 0, count: total, breakdown };
    },

    async findByUser(userId: number): Promise<Review | null> {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.userId, userId));
      // the author still sees a review a manager hid, marked so
      return row ? { ...toReview(row), hidden: row.hiddenAt !== null } : null;
    },

    /** One review per diner: a second post replaces the first (atomic upsert on the unique user_id). */
    async upsert(
      userId: number,
      rating: number,
      comment: string,
      now: Date,
    ): Promise<{ review: Review; created: boolean }> {
      const [row] = await db
        .insert(reviews)
        .values({ userId, rating, comment, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: reviews.userId, set: { rating, comment, updatedAt: now } })
        .returning({ id: reviews.id, createdAt: reviews.createdAt, inserted: sql<boolean>`(xmax = 0)` });
      const review = await this.findByUser(userId);
      if (!row || !review) throw new Error('review upsert returned nothing');
      return { review, created: Boolean(row.inserted) };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
