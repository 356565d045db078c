import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { TEST_CONFIG, openTestDatabase } from '../helpers/test-app';

// what a query's parameters may hold: an e-mail address, a password hash
const SECRET_EMAIL = 'secret.diner@example.com';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA';

const logLines: string[] = [];
let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const { database, drop: dropDatabase } = await openTestDatabase();
  drop = dropDatabase;
  const { db } = database;
  app = await buildApp({
    database,
    config: TEST_CONFIG,
    logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
    repositories: (repos) => ({
      ...repos,
      menuRepository: {
        ...repos.menuRepository,
        // a real failing query with parameters: no such column (SQLSTATE 42703)
        listCategories: async () => {
          await db.execute(sql`select id from users where email = ${SECRET_EMAIL} and no_such_column = ${SECRET_HASH}`);
          return [];
        },
        // a real unique violation, whose driver error quotes the row (`Key (email)=(...) already exists`)
        findFood: async () => {
          await db.transaction(async (tx) => {
            await tx.execute(sql`create temp table diner_emails (email text primary key) on commit drop`);
            await tx.execute(sql`insert into diner_emails values (${SECRET_EMAIL}), (${SECRET_EMAIL})`);
          });
          return undefined;
        },
      },
    }),
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('a database error', () => {
  it.each([
    ['a failed query', '/api/public/food-categories/getFoodCategories', '42703'],
    ['a constraint violation', '/api/public/food/getFood/1', '23505'],
  ])(
    '(%s) answers a bare 500 and is logged with its SQL and SQLSTATE, without the parameters',
    async (_case, url, state) => {
      logLines.length = 0;
      const response = await app.inject(url);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });

      const log = logLines.join('\n');
      expect(log).toContain('unhandled error');
      expect(log).toContain(`"code":"${state}"`);
      expect(log).toMatch(/"query":"(select|insert)/);
      expect(log).not.toContain(SECRET_EMAIL);
      expect(log).not.toContain(SECRET_HASH);
    },
  );
});
