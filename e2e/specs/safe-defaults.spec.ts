import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@restaurant/shared/contracts';
import { scaled } from '../../scripts/lib/machine';
import { DEMO_DINER, registerDiner } from '../support/api';
import { expect, test } from '../support/fixtures';

/**
 * The site as the README's `npm start` serves it to a newcomer: the real start script in its own process, with no
 * environment beyond the shell's basics and a fresh data folder (the e2e servers turn the development outbox and
 * the demo diners on; this one must not have them).
 */

const ROOT_DIR = path.resolve(__dirname, '..', '..');

/** The development secret builds used before: it is in the repository's history, so it must sign nothing. */
const OLD_DEVELOPMENT_SECRET = 'dev-only-secret-change-me-dev-only-secret-change-me';

function tokenSignedWith(secret: string, claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `npm start`'s script (serving the front ends the suite built) and resolves once it answers. */
async function startPlainSite(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.homedir(),
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  const child = spawn(path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts', '--no-build'], {
    cwd: ROOT_DIR,
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 90_000;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/remotes.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('npm start did not answer within 90 s');
}

test.describe('a plain `npm start` site', () => {
  let dataDir: string;
  let site: { url: string; child: ChildProcess } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000));
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-plain-start-')), 'data');
    site = await startPlainSite(dataDir);
  });

  test.afterAll(async () => {
    const child = site?.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  test('has no development outbox, and the demo passwords of the README open nothing', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: site!.url });
    try {
      expect((await request.get('/api/dev/outbox')).status()).toBe(404);
      const demo = await request.post('/api/auth/login', {
        data: { email: DEMO_DINER.email, password: DEMO_DINER.password },
      });
      expect(demo.status()).toBe(401);
    } finally {
      await request.dispose();
    }
  });

  test('refuses a token signed with the old development secret, even for a real diner and session', async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: site!.url });
    try {
      const diner = await registerDiner(request, 'plain');
      const login = await request.post('/api/auth/login', { data: { email: diner.email, password: diner.password } });
      const { accessToken, user } = ((await login.json()) as LoginResponse).data;
      const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as {
        sid: string;
      };
      expect(
        (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${accessToken}` } })).status(),
      ).toBe(200);

      const now = Math.floor(Date.now() / 1000);
      const forged = tokenSignedWith(OLD_DEVELOPMENT_SECRET, {
        sub: String(user.id),
        sid,
        iat: now,
        exp: now + 900,
        typ: 'access',
      });
      expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${forged}` } })).status()).toBe(
        401,
      );
      // its own key is random, kept in the data folder and readable by its owner only
      expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      await request.dispose();
    }
  });
});
