import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ManagedReview, ManagedReviewsQuery, ReplyLanguage } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { reviews, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { recordAudit } from './audit-repository';
import type { ExpectedVersion, Versioned } from './menu-admin-repository';
import type { Paged } from './menu-repository';
import { replyOf } from './review-repository';

type ReviewRow = typeof reviews.$inferSelect;
type Names = Map<number, string>;

const member = (id: number | null, names: Names) => (id === null ? null : { id, name: names.get(id) ?? '' });

function toManaged(row: ReviewRow, names: Names): Versioned<ManagedReview> {
  const reply = replyOf(row);
  return {
    version: row.version,
    record: {
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      author: { id: row.userId, fullName: names.get(row.userId) ?? '' },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      reply: reply ? { ...reply, by: member(row.repliedBy, names) } : null,
      hidden:
        row.hiddenAt && row.hiddenReason !== null
          ? { reason: row.hiddenReason, at: row.hiddenAt.toISOString(), by: member(row.hiddenBy, names) }
          : null,
      version: row.version,
    },
  };
}

/**
 * The manager's reviews: every one, hidden ones included, with the restaurant's reply and who hid one, when and why.
 * A hidden review is kept (never deleted); the public reads (`review-repository`) leave it out of the list and the
 * average.
 */
export function createReviewAdminRepository(db: Db) {
  /** The names of the authors, repliers and hiders of these rows, in one read. */
  async function namesOf(rows: ReviewRow[]): Promise<Names> {
    const ids = [...new Set(rows.flatMap((r) => [r.userId, r.repliedBy, r.hiddenBy]))].filter(
      (id): id is number => id !== null,
    );
    if (ids.length === 0) return new Map();
    const found = await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids));
    return new Map(found.map((u) => [u.id, u.name]));
  }

  /** Applies `set` to the review under its row lock, refusing a stale `If-Match` (412); raises its version. */
  async function change(
    id: number,
    expected: ExpectedVersion,
    set: Partial<ReviewRow>,
    actor: number,
    action: 'review.reply' | 'review.removeReply' | 'review.hide' | 'review.unhide',
  ): Promise<Versioned<ManagedReview>> {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
      if (!current) throw new AppError('REVIEW_NOT_FOUND');
      if (expected !== undefined && current.version !== expected) throw new AppError('EDIT_CONFLICT');
      const [updated] = await tx
        .update(reviews)
        .set({ ...set, version: sql`${reviews.version} + 1` })
        .where(eq(reviews.id, id))
        .returning();
      await recordAudit(tx, { actor, action, entityId: id, before: current, after: updated });
      return updated!;
    });
    return toManaged(row, await namesOf([row]));
  }

  return {
    /** Newest first (by the diner's last edit), hidden ones included; `hidden` and `unanswered` narrow it. */
    async list({ page, size, hidden, unanswered }: ManagedReviewsQuery): Promise<Paged<ManagedReview>> {
      const filters: SQL[] = [];
      if (hidden !== undefined) filters.push(hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
      if (unanswered) filters.push(isNull(reviews.replyText));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.updatedAt), desc(reviews.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      const names = await namesOf(rows);
      return { items: rows.map((row) => toManaged(row, names).record), total: total?.n ?? 0 };
    },

    /** Writes or replaces the restaurant's reply. */
    reply(id: number, text: string, language: ReplyLanguage, by: number, now: Date, expected: ExpectedVersion) {
      const set = { replyText: text, replyLanguage: language, repliedAt: now, repliedBy: by };
      return change(id, expected, set, by, 'review.reply');
    },

    removeReply(id: number, expected: ExpectedVersion, actor: number) {
      const set = { replyText: null, replyLanguage: null, repliedAt: null, repliedBy: null };
      return change(id, expected, set, actor, 'review.removeReply');
    },

    /** Hides the review (or changes the reason of a hidden one): kept, with who, when and why. */
    hide(id: number, reason: string, by: number, now: Date, expected: ExpectedVersion) {
      return change(id, expected, { hiddenAt: now, hiddenReason: reason, hiddenBy: by }, by, 'review.hide');
    },

    unhide(id: number, expected: ExpectedVersion, actor: number) {
      return change(id, expected, { hiddenAt: null, hiddenReason: null, hiddenBy: null }, actor, 'review.unhide');
    },
  };
}

export type ReviewAdminRepository = ReturnType<typeof createReviewAdminRepository>;
