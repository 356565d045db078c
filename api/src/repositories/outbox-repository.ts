import { desc, eq } from 'drizzle-orm';
import type { OutboxKind, OutboxMessage } from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { devOutbox } from '../db/schema';
import { normalizeEmail } from '../lib/text';

export type NewOutboxMessage = {
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
};

/** The development outbox lives in the database, so every API instance on one database reads the same messages. */
export function createOutboxRepository(db: Db) {
  return {
    async add(message: NewOutboxMessage, now: Date): Promise<void> {
      await db.insert(devOutbox).values({ ...message, createdAt: now });
    },

    /** Newest first, at most `limit`. */
    async list(to: string | undefined, limit = 100): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(devOutbox)
        .where(to ? eq(devOutbox.to, normalizeEmail(to)) : undefined)
        // insertion order (one sequence for every instance), not the sender's clock
        .orderBy(desc(devOutbox.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.to,
        subject: r.subject,
        text: r.text,
        ...(r.link ? { link: r.link } : {}),
        ...(r.code ? { code: r.code } : {}),
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async clear(): Promise<void> {
      await db.delete(devOutbox);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
