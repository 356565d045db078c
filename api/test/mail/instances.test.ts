import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { scaled } from '../../../scripts/lib/machine';
import { startMailCatcher, to, type MailCatcher } from '../../../scripts/lib/mail-catcher';
import { buildApp } from '../../src/app';
import { openPostgres, type Database } from '../../src/db/index';
import { mailOutbox, users } from '../../src/db/schema';
import { createOutboxRepository } from '../../src/repositories/outbox-repository';
import { sendingTo, waitUntil } from '../helpers/mail';
import { PG_TEMPLATE_DB, withDatabase } from '../helpers/templates';
import { DINER, TEST_CONFIG, engine } from '../helpers/test-app';

// Two API instances on one PostgreSQL database, each with its own delivery worker, start on an outbox of 200
// messages at once: every message reaches the mail server exactly once.
const onPostgres = engine === 'postgres' ? describe : describe.skip;
const QUEUED = 200;

onPostgres('two API instances sending one outbox', () => {
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? '';
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let catcher: MailCatcher;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const open = async () => {
    const database = await openPostgres({
      connectionString: withDatabase(adminUrl, name),
      poolSize: 5,
      migrate: false,
    });
    databases.push(database);
    return database;
  };

  beforeAll(async () => {
    catcher = await startMailCatcher();
    await admin(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await catcher?.close();
  });

  // two API instances built and 200 messages sent: real work, its own limit
  it(
    `delivers each of ${QUEUED} queued messages once`,
    async () => {
      const seeding = await open();
      const [diner] = await seeding.db.select({ id: users.id }).from(users).where(eq(users.email, DINER.email));
      const outbox = createOutboxRepository(seeding.db);
      await seeding.db.transaction(async (tx) => {
        for (let i = 1; i <= QUEUED; i++) {
          const payload = { orderId: i, code: `OD-TEST-${i}`, pickupAt: null };
          await outbox.enqueue(tx, { kind: 'order-ready', userId: diner!.id, payload }, new Date());
        }
      });
      for (let i = 0; i < 2; i++) {
        apps.push(
          await buildApp({ database: await open(), config: { ...TEST_CONFIG, ...sendingTo(catcher) }, logger: false }),
        );
      }

      const arrived = await catcher.waitFor(to(DINER.email), QUEUED);
      await waitUntil(async () => {
        const pending = await seeding.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'pending'));
        return pending.length === 0;
      });
      expect(catcher.messages.filter(to(DINER.email))).toHaveLength(QUEUED);
      expect(new Set(arrived.map((mail) => mail.parsed.messageId)).size).toBe(QUEUED);
      const subjects = new Set(arrived.map((mail) => /OD-TEST-\d+/.exec(mail.parsed.subject ?? '')?.[0]));
      expect(subjects.size).toBe(QUEUED);
      const rows = await seeding.db
        .select({ attempts: mailOutbox.attempts, status: mailOutbox.status })
        .from(mailOutbox);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    },
    scaled(120_000),
  );
});
