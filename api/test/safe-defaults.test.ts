import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { JWT_SECRET_FILE } from '../src/config';
import { signAccessToken } from '../src/lib/jwt';
import { STAFF } from './helpers/orders';
import { DINER, bearer, newDiner, openTestDatabase } from './helpers/test-app';

// The API as `npm start` builds it: no environment but a data folder. Nothing a reader of the repository knows
// may let them in.

/** The development secret every build used before this one; it is in the repository's history. */
const OLD_DEVELOPMENT_SECRET = 'dev-only-secret-change-me-dev-only-secret-change-me';

const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'api-plain-')), 'data');
let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const test = await openTestDatabase();
  drop = test.drop;
  app = await buildApp({ env: { DATA_DIR: dataDir }, database: test.database, logger: false });
});
afterAll(async () => {
  await app.close();
  await drop();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe('a server started with no environment', () => {
  it('serves no API docs: a plain start is production', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) expect((await app.inject(url)).statusCode).toBe(404);
  });

  it('has no demo staff account: the one the template database held was removed at start, the demo diners stay', async () => {
    const signIn = (payload: { email: string; password: string }) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect((await signIn(STAFF)).statusCode).toBe(401);
    expect((await signIn(DINER)).statusCode).toBe(200);
  });

  it('has no development outbox', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await app.inject({ method, url: '/api/dev/outbox' })).statusCode).toBe(404);
    }
  });

  it("keeps the machine's clock whatever a request's X-Test-Now says", async () => {
    expect((await app.inject({ url: '/api/health', headers: { 'x-test-now': 'not an instant' } })).statusCode).toBe(
      200,
    );
  });

  it('rejects a token signed with the old development secret, for any diner', async () => {
    const diner = await newDiner(app);
    const me = (await app.inject({ url: '/api/auth/me', headers: diner.auth })).json().data;
    const [, payload] = diner.accessToken.split('.');
    const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { sid: string };
    // even naming the diner's real, live session
    const forged = await signAccessToken({ userId: me.id, sessionId: sid }, OLD_DEVELOPMENT_SECRET, 900);
    const response = await app.inject({ url: '/api/auth/me', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('signs with a random key of its own, kept in DATA_DIR for this user only', async () => {
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // and its tokens work
    const diner = await newDiner(app);
    expect((await app.inject({ url: '/api/auth/me', headers: diner.auth })).statusCode).toBe(200);
  });
});
