import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createLocalBus, type InvalidationBus } from '../lib/invalidation-bus';
import { createPostgresBus } from '../lib/postgres-invalidation-bus';
import { pgDump } from './backup/postgres-tools';
import { lockDataDir } from './lock';
import { dumpDataDir, pgliteOptions } from './pglite-options';
import { PgliteThreadClient } from './pglite-thread';
import { ensurePrivateDir, holdPrivateUmask, makeTreePrivate } from './private-files';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`, as its callback gets it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a statement runs on: the database, or the transaction of the caller that must include it. */
export type Executor = Db | Tx;
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
  /**
   * Runs `work` unless another API instance on this database is running the job `lock` names right now, and answers
   * whether it ran: a job the instances take turns at (the nightly backup) is done by one of them, not all.
   */
  unlessRunningElsewhere(lock: JobLock, work: () => Promise<void>): Promise<boolean>;
  /**
   * Writes a consistent copy of the whole database to `file` (mode 0600), as the site runs: PGlite's dump of its data
   * directory taken between two transactions, or PostgreSQL's `pg_dump` in its custom format (one snapshot).
   */
  dumpTo(file: string, signal?: AbortSignal): Promise<void>;
  /** the folder this process holds locked (PGlite on disk); null for a database in memory or on PostgreSQL */
  dataDir: string | null;
  /** PostgreSQL's connection pool as it is now (the metrics); absent on PGlite, one connection in this process */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/**
 * PostgreSQL advisory lock keys (any fixed numbers): the session lock API instances take to migrate and seed one at a
 * time, and the one the instance taking the nightly backup holds while it does.
 */
const START_UP_LOCK_KEY = 7_432_001;
export const JOB_LOCKS = { nightlyBackup: 7_432_002 } as const;
export type JobLock = (typeof JOB_LOCKS)[keyof typeof JOB_LOCKS];

/** One process owns a PGlite folder (its lock file says so), so its start-up needs no lock of its own. */
const aloneAtStartUp = <T>(work: () => Promise<T>): Promise<T> => work();

/** ...nor its jobs: no other instance can be running them. */
const aloneForJobs = async (_lock: JobLock, work: () => Promise<void>): Promise<boolean> => {
  await work();
  return true;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Where PGlite's own files are inside DATA_DIR (beside the lock file, the signing key and the backups). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether DATA_DIR holds a PGlite database (opening one that does not would create it). */
export function holdsPgliteDatabase(dataDir: string): boolean {
  const folder = pgliteFolder(dataDir);
  return existsSync(folder) && readdirSync(folder).length > 0;
}

export type PgliteOptions = {
  /** directory for the data files; null keeps the database in memory */
  dataDir: string | null;
  /** a dump from `dumpDataDir()` to start from (tests restore a migrated template this way) */
  loadDataDir?: Blob;
  /** skip migrations (the dump is already migrated) */
  migrate?: boolean;
};

/** What PGlite runs as: the PGlite object on this thread, or the client of one in a worker thread. */
type PgliteClient = PGlite | PgliteThreadClient;

/**
 * The one way a PGlite database is opened: the data folder locked to this process and created, the client started
 * on it, migrated unless asked not to, and closed before the lock is released.
 */
async function openLockedPglite<C extends PgliteClient>(
  options: PgliteOptions,
  startClient: (dataDir: string | undefined) => Promise<C>,
): Promise<Database & { client: C }> {
  let release = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    // private before anything is written in it: the lock, then the database files
    ensurePrivateDir(options.dataDir);
    const unlock = lockDataDir(options.dataDir);
    const restoreUmask = holdPrivateUmask();
    release = () => {
      restoreUmask();
      unlock();
    };
    dataDir = pgliteFolder(options.dataDir);
  }
  try {
    if (options.dataDir) makeTreePrivate(options.dataDir);
    const client = await startClient(dataDir);
    try {
      // a new database's files were just written with PGlite's own modes
      if (options.dataDir) makeTreePrivate(options.dataDir);
      // drizzle-orm/pglite calls only `query` and `transaction` on its client, which the thread client provides
      const db = drizzlePglite({ client: client as unknown as PGlite, schema });
      if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
      return {
        db,
        client,
        engine: 'pglite',
        // the directory lock makes this process the database's only user
        bus: createLocalBus(),
        startingUp: aloneAtStartUp,
        unlessRunningElsewhere: aloneForJobs,
        dumpTo: async (file) => {
          const tar = client instanceof PGlite ? await dumpDataDir(client) : await client.dumpDataDir();
          await writeFile(file, tar, { mode: 0o600, flag: 'wx' });
        },
        dataDir: options.dataDir ? path.resolve(options.dataDir) : null,
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
 * PGlite in a worker thread: what the API runs on. Queries execute off the event loop, so health probes and cached
 * answers are not held behind database work.
 */
export function openPgliteWorker(options: PgliteOptions): Promise<Database> {
  return openLockedPglite(options, async (dataDir) =>
    PgliteThreadClient.start({
      dataDir,
      loadDataDir: options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined,
    }),
  );
}

/**
 * PGlite on this thread, for tests and tools that need the PGlite object itself (`dumpDataDir`). Its queries run
 * synchronously here, between the test's own requests: fine where no sockets wait to be served.
 */
export function openPglite(options: PgliteOptions): Promise<Database & { client: PGlite }> {
  return openLockedPglite(options, (dataDir) => PGlite.create(pgliteOptions(dataDir, options.loadDataDir)));
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
  const onOwn = <T>(work: (client: pg.Client) => Promise<T>) =>
    onOwnConnection(options.connectionString, options.timeouts, work);
  const startingUp = <T>(work: () => Promise<T>) =>
    onOwn(async (client) => {
      await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
      return work();
    });
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    engine: 'postgres',
    bus,
    startingUp,
    unlessRunningElsewhere: (lock, work) =>
      onOwn(async (client) => {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lock]);
        if (!rows[0]?.locked) return false;
        await work();
        return true;
      }),
    dumpTo: (file, signal) => pgDump(options.connectionString, file, signal),
    dataDir: null,
    close: once(async () => {
      try {
        await bus.close();
      } finally {
        await pool.end();
      }
    }),
  };
}

/**
 * Runs `work` on a connection of its own (not the pool's: a pool of one would wait on itself) for the session advisory
 * locks it takes: they are released with that connection, so an instance that dies holding one keeps nobody waiting.
 */
async function onOwnConnection<T>(
  connectionString: string,
  timeouts: PostgresTimeouts | undefined,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts?.connectMs ?? 0 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Opens a database for one piece of work (a command, a restore step) and closes it whatever happens. */
export async function withDatabase<T>(
  opening: Promise<Database>,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await opening;
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Closing twice (a shutdown racing a failed start, a test that stops the database itself) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export { schema };
