import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
};

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
    const db = drizzlePglite({ client, schema });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
    return {
      db,
      client,
      engine: 'pglite',
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(options: {
  connectionString: string;
  poolSize?: number;
  migrate?: boolean;
}): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 10 });
  // an idle client losing its server connection must not crash the process
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  try {
    if (options.migrate !== false) await migratePg(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, pool, engine: 'postgres', close: () => pool.end() };
}

export { schema };
