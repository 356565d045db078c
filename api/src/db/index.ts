import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createLocalBus, type InvalidationBus } from '../lib/invalidation-bus';
import { createPostgresBus } from '../lib/postgres-invalidation-bus';
import { lockDataDir } from './lock';
import { PgliteThreadClient } from './pglite-thread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  /** carries cache invalidations to every API instance using this database */
  bus: InvalidationBus;
  /**
   * Runs start-up work (migrations, seeding) while no other API instance on this database runs its own: instances
   * started together on one PostgreSQL server would otherwise all find it unmigrated, or empty, and collide.
   */
  startingUp<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** One process owns a PGlite folder (its lock file says so), so its start-up needs no lock of its own. */
const aloneAtStartUp = <T>(work: () => Promise<T>): Promise<T> => work();

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type PgliteOptions = {
  /** directory for the data files; null keeps the database in memory */
  dataDir: string | null;
  /** a dump from `dumpDataDir()` to start from (tests restore a migrated template this way) */
  loadDataDir?: Blob;
  /** skip migrations (the dump is already migrated) */
  migrate?: boolean;
};

export async function openPglite(options: PgliteOptions): Promise<Database & { client: PGlite }> {
  let release = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    release = lockDataDir(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(options.dataDir, { recursive: true });
  }
  try {
    const client = await PGlite.create({
      dataDir,
      extensions: { btree_gist },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    yieldBetweenQueries(client);
    const db = drizzlePglite({ client, schema });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
    return {
      db,
      client,
      engine: 'pglite',
      // the directory lock makes this process the database's only user
      bus: createLocalBus(),
      startingUp: aloneAtStartUp,
      close: once(async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      }),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite in a worker thread (what the API runs on): the same options and database as `openPglite`, but queries
 * execute off the event loop, so health probes and cached answers are not held behind database work. Tests and
 * tools that need the PGlite object itself (`dumpDataDir`) use `openPglite`.
 */
export async function openPgliteWorker(options: PgliteOptions): Promise<Database> {
  let release = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    release = lockDataDir(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(options.dataDir, { recursive: true });
  }
  try {
    const loadDataDir = options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined;
    const client = await PgliteThreadClient.start({ dataDir, loadDataDir });
    try {
      // drizzle-orm/pglite calls only `query` and `transaction` on its client, which the thread client provides
      const db = drizzlePglite({ client: client as unknown as PGlite, schema });
      if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
      return {
        db,
        engine: 'pglite',
        bus: createLocalBus(),
        startingUp: aloneAtStartUp,
        close: once(async () => {
          try {
            await client.close();
          } finally {
            release();
          }
        }),
      };
    } catch (error) {
      await client.close();
      throw error;
    }
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite runs each query synchronously on this thread, and its queue hands over to the next query in a microtask:
 * under load, queued queries would run back to back and starve every socket (a health probe waited ~800 ms
 * behind 50 availability requests). Waiting one event-loop turn before each query lets I/O in between.
 */
function yieldBetweenQueries(client: PGlite) {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    await nextTurn();
    return query<T>(sql, params, options);
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await nextTurn();
    return transaction(callback);
  };
}

/** In milliseconds; 0 or absent: no limit. */
export type PostgresTimeouts = { connectMs: number; statementMs: number; idleMs: number };

/**
 * How much longer than the server's statement_timeout the client waits for an answer: the server cancels a slow
 * statement itself (SQLSTATE 57014); the client gives up only when the server or the network has stopped answering.
 */
const CLIENT_QUERY_TIMEOUT_MARGIN_MS = 2000;

function poolTimeouts(timeouts: PostgresTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  const { connectMs, statementMs, idleMs } = timeouts;
  return {
    connectionTimeoutMillis: connectMs,
    idleTimeoutMillis: idleMs,
    ...(statementMs > 0
      ? { statement_timeout: statementMs, query_timeout: statementMs + CLIENT_QUERY_TIMEOUT_MARGIN_MS }
      : {}),
  };
}

export async function openPostgres(options: {
  connectionString: string;
  poolSize?: number;
  timeouts?: PostgresTimeouts;
  migrate?: boolean;
}): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    ...poolTimeouts(options.timeouts),
  });
  // an idle client losing its server connection must not crash the process
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  const startingUp = <T>(work: () => Promise<T>) =>
    holdingStartUpLock(options.connectionString, options.timeouts, work);
  try {
    if (options.migrate !== false) await startingUp(() => migratePg(db, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  const bus = createPostgresBus({
    newClient: () =>
      new pg.Client({
        connectionString: options.connectionString,
        connectionTimeoutMillis: options.timeouts?.connectMs ?? 0,
        keepAlive: true,
      }),
    notify: (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
  });
  return {
    db,
    pool,
    engine: 'postgres',
    bus,
    startingUp,
    close: once(async () => {
      try {
        await bus.close();
      } finally {
        await pool.end();
      }
    }),
  };
}

/** Any fixed number: the key of the session lock API instances take to migrate and seed one at a time. */
const START_UP_LOCK_KEY = 7_432_001;

/**
 * A session advisory lock on a connection of its own (not the pool's: a pool of one would wait on itself), released
 * with that connection, so an instance that dies while starting cannot keep the others waiting.
 */
async function holdingStartUpLock<T>(
  connectionString: string,
  timeouts: PostgresTimeouts | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts?.connectMs ?? 0 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Closing twice (a shutdown racing a failed start, a test that stops the database itself) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export { schema };
