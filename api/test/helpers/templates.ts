import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/db/index';
import { seedDemoDiners, seedIfEmpty } from '../../src/db/seed/index';

export const PG_TEMPLATE_DB = 'restaurant_test_template';

/** Migrates and seeds an in-memory PGlite once and dumps it; each test file restores the dump (~10x faster). */
export async function buildPgliteTemplate(): Promise<string> {
  const database = await openPglite({ dataDir: null });
  await seedIfEmpty(database.db);
  await seedDemoDiners(database.db);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'api-test-')), 'pglite-template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** (Re)creates a migrated, seeded template database; test files clone it with CREATE DATABASE ... TEMPLATE. */
export async function buildPostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres({ connectionString: withDatabase(adminUrl, PG_TEMPLATE_DB), poolSize: 2 });
  await seedIfEmpty(database.db);
  await seedDemoDiners(database.db);
  await database.close();
}
