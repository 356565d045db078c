import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions, HTTPMethods } from 'fastify';
import pg from 'pg';
import type { LoginResult } from '@restaurant/shared/contracts';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { Config } from '../../src/config';
import { openPglite, openPgliteWorker, openPostgres, type Database } from '../../src/db/index';
import { users } from '../../src/db/schema';
import { PG_TEMPLATE_DB, withDatabase } from './templates';

export type Engine = 'pglite' | 'postgres';
export const engine: Engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A clock tests can move: the app reads time only through it (`now`), and a job waiting for a time of day (the nightly
 * backup) waits through it (`waitUntil`), so moving it past that time starts the job with no real waiting.
 */
export function createClock(start = Date.now()) {
  let t = start;
  const waiters = new Set<{ at: number; resolve(): void }>();
  const watchers = new Set<() => void>();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
      for (const waiter of [...waiters].filter((w) => w.at <= t)) {
        waiters.delete(waiter);
        waiter.resolve();
      }
    },
    waitUntil(instant: Date, signal: AbortSignal): Promise<void> {
      if (instant.getTime() <= t) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = { at: instant.getTime(), resolve };
        waiters.add(waiter);
        signal.addEventListener(
          'abort',
          () => {
            waiters.delete(waiter);
            reject(signal.reason);
          },
          { once: true },
        );
        for (const watcher of watchers) watcher();
      });
    },
    /** The instants waited for, once at least `count` waits are on (a job waits again after each run). */
    waiting(count = 1): Promise<Date[]> {
      const instants = () => [...waiters].map((w) => new Date(w.at)).sort((a, b) => a.getTime() - b.getTime());
      return new Promise((resolve) => {
        const check = () => {
          if (waiters.size < count) return;
          watchers.delete(check);
          resolve(instants());
        };
        watchers.add(check);
        check();
      });
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  clock: ReturnType<typeof createClock>;
  /** the test file's own database, for arranging what no route can (a deleted account, an old row) */
  db: Database['db'];
  close(): Promise<void>;
};

/**
 * A fresh database cloned from the migrated, seeded template, for this test file only. PGlite runs on the test's
 * thread unless `pgliteWorker` asks for the worker thread the API itself uses (or TEST_PGLITE_WORKER=1).
 */
export async function openTestDatabase(
  /** dataDir (PGlite): the template copied into this DATA_DIR, as a server's database on disk */
  options: { pgliteWorker?: boolean; dataDir?: string } = {},
): Promise<{ database: Database; drop(): Promise<void>; url: string | null }> {
  if (engine === 'pglite') {
    const file = process.env.TEST_PGLITE_TEMPLATE;
    if (!file) throw new Error('TEST_PGLITE_TEMPLATE is not set: run the API tests with `npm test -w api`');
    const open = (options.pgliteWorker ?? process.env.TEST_PGLITE_WORKER === '1') ? openPgliteWorker : openPglite;
    // a Blob read from the file: `new Blob([buffer])` copies the 42 MB dump once more per test file
    const database = await open({
      dataDir: options.dataDir ?? null,
      loadDataDir: await openAsBlob(file),
      migrate: false,
    });
    return { database, drop: async () => {}, url: null };
  }
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_PG_ADMIN_URL is not set: run the API tests with `npm test -w api`');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const database = await openPostgres({ connectionString: url, poolSize: 20, migrate: false });
  return {
    database,
    url,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export const TEST_CONFIG: Partial<Config> = {
  jwtSecret: 'test-secret-test-secret-test-secret-0123',
  authRateLimitMax: 10_000,
  eventsOpenRateMax: 10_000,
  logLevel: 'silent',
  // tests read reset links and codes from the outbox; the template database already has the demo accounts, and
  // they stay (a start without SEED_DEMO_DINERS removes the demo staff)
  devOutbox: true,
  seedDemoDiners: true,
  // a test that takes backups says when and where: none at night, and none found in a developer's DATA_DIR
  backupAt: null,
  backupDir: path.join(os.tmpdir(), `restaurant-test-backups-${process.pid}`),
};

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    clock?: ReturnType<typeof createClock>;
    pgliteWorker?: boolean;
    /** where the API logs (none by default) */
    logger?: FastifyServerOptions['logger'];
    onStaffRoute?: BuildAppOptions['onStaffRoute'];
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? createClock();
  const { database, drop } = await openTestDatabase({ pgliteWorker: options.pgliteWorker });
  const app = await buildApp({
    database,
    now: clock.now,
    waitUntil: clock.waitUntil,
    config: { ...TEST_CONFIG, ...options.config },
    logger: options.logger ?? false,
    onStaffRoute: options.onStaffRoute,
  });
  return {
    app,
    clock,
    db: database.db,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export const DINER = { email: 'diner@example.com', password: 'Diner#2026' } as const;
export const AN = { email: 'an.nguyen@example.com', password: 'Pho#2026' } as const;

export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<LoginResult> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: LoginResult }).data;
}

/** A brand-new diner, signed in: tests that change state use one so they never depend on each other. */
export async function newDiner(app: FastifyInstance, fullName = 'Test Diner') {
  const email = `diner-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Secret#123';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, fullName },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const session = await login(app, { email, password });
  return { ...session, email, password, auth: { authorization: `Bearer ${session.accessToken}` } };
}

/** A brand-new diner whose e-mail address is confirmed (posting a review needs it), signed in. */
export async function newVerifiedDiner(t: TestApp, fullName?: string) {
  const diner = await newDiner(t.app, fullName);
  await t.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.email, diner.email));
  return diner;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Who makes a call: a session's Authorization header (none: signed out). */
export type Caller = { auth: Record<string, string> };

/** A call's method, path under `/api`, caller, JSON body and headers of its own (If-Match, Accept). */
export type CallArgs = [
  method: HTTPMethods,
  url: string,
  who?: Caller,
  payload?: object,
  headers?: Record<string, string>,
];

/** `method /api<url>` on the test's app as `who`. */
export const callApi = (t: TestApp, ...[method, url, who, payload, headers = {}]: CallArgs) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...who?.auth, ...headers }, ...(payload ? { payload } : {}) });

/** The restaurant-local date `days` after the clock's today (Vietnam, UTC+7). */
export function localDate(now: Date, days: number): string {
  return new Date(now.getTime() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
