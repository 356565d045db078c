import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openPostgres, type Database } from '../../src/db/index';
import { bankAccounts, foodCategories, foods } from '../../src/db/schema';
import { PG_TEMPLATE_DB, withDatabase } from '../helpers/templates';
import { TEST_CONFIG, engine } from '../helpers/test-app';

// Instances started together on one empty PostgreSQL database (a cluster's first start) would all find it
// unmigrated and empty; the start-up lock makes them migrate and seed one after the other.
const onPostgres = engine === 'postgres' ? describe : describe.skip;

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function rows(database: Database) {
  const [[categories], [dishes], [accounts]] = await Promise.all([
    database.db.select({ n: count() }).from(foodCategories),
    database.db.select({ n: count() }).from(foods),
    database.db.select({ n: count() }).from(bankAccounts),
  ]);
  return { categories: categories?.n, dishes: dishes?.n, accounts: accounts?.n };
}

onPostgres('API instances starting together on one empty PostgreSQL database', () => {
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? '';
  const fresh = `test_${randomUUID().replaceAll('-', '')}`;
  const seeded = `test_${randomUUID().replaceAll('-', '')}`;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await admin(adminUrl, async (client) => {
      for (const name of [fresh, seeded]) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  });

  it('migrate and seed it once between them, and all three start', async () => {
    await admin(adminUrl, async (client) => {
      await client.query(`CREATE DATABASE ${fresh}`);
      await client.query(`CREATE DATABASE ${seeded} TEMPLATE ${PG_TEMPLATE_DB}`);
    });

    const started = await Promise.all(
      [1, 2, 3].map(async () => {
        const database = await openPostgres({ connectionString: withDatabase(adminUrl, fresh), poolSize: 3 });
        databases.push(database);
        const app = await buildApp({ database, config: { ...TEST_CONFIG, seedDemoDiners: false }, logger: false });
        apps.push(app);
        return app.ready();
      }),
    );
    expect(started).toHaveLength(3);

    const reference = await openPostgres({ connectionString: withDatabase(adminUrl, seeded), migrate: false });
    databases.push(reference);
    const [first] = databases;
    if (!first) throw new Error('no instance opened the database');
    expect(await rows(first)).toEqual(await rows(reference));
  });
});
