import { sql } from 'drizzle-orm';
import type { Db } from '../db/index';

export function createHealthRepository(db: Db) {
  return {
    /** One round trip to the database; rejects when it cannot answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
