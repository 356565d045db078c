import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { businessRules, type BusinessRules } from '../../src/business-rules';
import type { Config } from '../../src/config';
import { openPglite, openPgliteWorker, openPostgres, type Database, type Db } from '../../src/db/index';
import { withDatabase } from './templates';
import { TEST_CONFIG, engine, type createClock } from './test-app';

/** What the backup and restore commands read of the configuration. */
export type CommandConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir'>;

/** Booking caps lifted: a test's few diners book as often as a stream of guests would. */
export const UNCAPPED_RULES: BusinessRules = {
  ...businessRules,
  maxUpcomingBookingsPerDiner: 1000,
  maxOverlappingBookingsPerDiner: 1000,
};

/** The API on a database, as a server runs it (the clock the test's). */
export function serve(database: Database, clock: ReturnType<typeof createClock>, config: Partial<Config> = {}) {
  return buildApp({
    database,
    rules: UNCAPPED_RULES,
    now: clock.now,
    waitUntil: clock.waitUntil,
    config: { ...TEST_CONFIG, ...config },
    logger: false,
  });
}

/**
 * An empty place to restore into, as after a lost disk: a new DATA_DIR under `workDir` (PGlite), or a new empty
 * database on the test server (PostgreSQL). `open` opens it as the API does (PGlite in its worker thread),
 * `openForChecks` as quickly as possible for a look at its rows.
 */
export async function emptyTarget(workDir: string, backupDir: string) {
  const dataDir = path.join(workDir, `data-${randomUUID().slice(0, 8)}`);
  if (engine === 'pglite') {
    return {
      config: { databaseUrl: undefined, dataDir, backupDir } satisfies CommandConfig,
      open: (): Promise<Database> => openPgliteWorker({ dataDir }),
      openForChecks: (): Promise<Database> => openPglite({ dataDir }),
      drop: async () => {},
    };
  }
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? '';
  const name = `restore_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = withDatabase(adminUrl, name);
  return {
    config: { databaseUrl: url, dataDir, backupDir } satisfies CommandConfig,
    open: (): Promise<Database> => openPostgres({ connectionString: url, poolSize: 5 }),
    openForChecks: (): Promise<Database> => openPostgres({ connectionString: url, poolSize: 2 }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both engines' drivers answer `{ rows }`; the shared Db type cannot say so.
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/**
 * Every row of every table (the API's and drizzle's record of its migrations) and where every sequence stands: what a
 * restore must bring back exactly.
 */
export async function snapshotOf(db: Db): Promise<Record<string, unknown>> {
  const tables = await rows<{ schemaname: string; tablename: string }>(
    db,
    sql`select schemaname, tablename from pg_tables where schemaname in ('public', 'drizzle') order by 1, 2`,
  );
  const snapshot: Record<string, unknown> = {};
  for (const { schemaname, tablename } of tables) {
    const all = await rows<Record<string, unknown>>(db, sql.raw(`select * from "${schemaname}"."${tablename}"`));
    snapshot[`${schemaname}.${tablename}`] = all.map((row) => JSON.stringify(row)).sort();
  }
  snapshot.sequences = await rows(
    db,
    sql`select schemaname, sequencename, last_value::text from pg_sequences order by 1, 2`,
  );
  return snapshot;
}

/** Counts a consistency query finds (0: consistent). */
export async function countOf(db: Db, query: SQL): Promise<number> {
  return Number((await rows<{ n: number }>(db, query))[0]?.n ?? 0);
}

/** What the site answers a visitor and a signed-in diner: the pages a restore must serve the same. */
export async function pagesSeenBy(app: FastifyInstance, auth: Record<string, string>, orderId: number) {
  const publicPages = [
    '/api/public/food-categories/getFoodCategories',
    '/api/public/food/getFood/1',
    '/api/public/voucher/getVouchers',
    '/api/public/restaurant-review/restaurant-reviews',
    '/api/public/restaurant-review/average-ratings',
  ];
  const dinerPages = [
    '/api/auth/me',
    '/api/public/restaurant-table/reservations/my?when=upcoming',
    '/api/orders/my',
    `/api/orders/${orderId}`,
  ];
  const answers = await Promise.all([
    ...publicPages.map((url) => app.inject(url)),
    ...dinerPages.map((url) => app.inject({ url, headers: auth })),
  ]);
  return answers.map((answer, i) => ({
    page: [...publicPages, ...dinerPages][i],
    status: answer.statusCode,
    body: answer.json() as unknown,
  }));
}
