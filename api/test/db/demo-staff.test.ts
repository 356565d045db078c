import { describe, expect, it } from '@jest/globals';
import { inArray } from 'drizzle-orm';
import { scaled } from '../../../scripts/lib/machine';
import { buildApp } from '../../src/app';
import { users } from '../../src/db/schema';
import { demoStaff } from '../../src/db/seed/people-data';
import { STAFF } from '../helpers/orders';
import { DINER, TEST_CONFIG, openTestDatabase } from '../helpers/test-app';

// The demo staff account's password is in the README: it exists only while SEED_DEMO_DINERS=1 says so, and never on
// a production start. The template database every test starts from holds it, as a demo server's database would.
// Each test opens a database and starts an API of its own: real work, with its own timeout.
const demoStaffEmails = demoStaff.map((d) => d.email);

describe('the demo staff accounts', () => {
  it(
    'are removed when the server starts without SEED_DEMO_DINERS; the demo diners and everyone else stay',
    async () => {
      const { database, drop } = await openTestDatabase();
      try {
        const present = async () =>
          (await database.db.select({ email: users.email }).from(users).where(inArray(users.email, demoStaffEmails)))
            .length;
        expect(await present()).toBe(demoStaffEmails.length);
        const app = await buildApp({ database, config: { ...TEST_CONFIG, seedDemoDiners: false }, logger: false });
        try {
          expect(await present()).toBe(0);
          const signIn = (payload: { email: string; password: string }) =>
            app.inject({ method: 'POST', url: '/api/auth/login', payload });
          expect((await signIn(STAFF)).statusCode).toBe(401);
          expect((await signIn(DINER)).statusCode).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await drop();
      }
    },
    scaled(120_000),
  );

  it(
    'stay with SEED_DEMO_DINERS=1 outside production',
    async () => {
      const { database, drop } = await openTestDatabase();
      try {
        const app = await buildApp({ database, config: { ...TEST_CONFIG, nodeEnv: 'development' }, logger: false });
        try {
          expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: STAFF })).statusCode).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await drop();
      }
    },
    scaled(120_000),
  );

  it(
    'refuse a production start: SEED_DEMO_DINERS=1 under NODE_ENV=production does not start, and changes nothing',
    async () => {
      const { database, drop } = await openTestDatabase();
      try {
        await expect(
          buildApp({
            database,
            config: { ...TEST_CONFIG, nodeEnv: 'production', seedDemoDiners: true },
            logger: false,
          }),
        ).rejects.toThrow(/SEED_DEMO_DINERS=1 under NODE_ENV=production: refusing to start/);
      } finally {
        await drop();
      }
    },
    scaled(120_000),
  );
});
