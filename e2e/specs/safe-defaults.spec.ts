import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoginResponse } from '@restaurant/shared/contracts';
import { scaled } from '../../scripts/lib/machine';
import { DEMO_DINER, registerDiner } from '../support/api';
import { expect, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/servers';

/**
 * The site as the README's `npm start` serves it to a newcomer: the real start script in its own process, with no
 * environment beyond the shell's basics and a fresh data folder (the e2e servers turn the development outbox and
 * the demo diners on; this one must not have them).
 */

const ROOT_DIR = path.resolve(__dirname, '..', '..');

/** `npm run mail -w api -- <args>` as the operator types it, on the site's data folder; what it printed. */
async function mailCommand(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'mail', '-w', 'api', '--', ...args], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), DATA_DIR: dataDir },
  });
  return stdout;
}

/** The development secret builds used before: it is in the repository's history, so it must sign nothing. */
const OLD_DEVELOPMENT_SECRET = 'dev-only-secret-change-me-dev-only-secret-change-me';

function tokenSignedWith(secret: string, claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

test.describe('a plain `npm start` site', () => {
  let dataDir: string;
  let site: OwnSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(scaled(120_000));
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-plain-start-')), 'data');
    site = await startOwnSite({ DATA_DIR: dataDir });
  });

  test.afterAll(async () => {
    await site?.stop();
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

  test('keeps mail for the operator, who reads it on this machine and nowhere else', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: site!.url });
    try {
      const diner = await registerDiner(request, 'operator');
      // what `show <id>` prints (the code, the link) is the API's mail tests' to check
      const listed = await mailCommand(dataDir, 'list');
      expect(listed).toMatch(
        new RegExp(`^\\d+ +email-verification +${diner.email.replaceAll('.', '\\.')} +en +waiting`, 'm'),
      );
      const health = await request.get('/api/health');
      expect(((await health.json()) as { data: { mail: unknown } }).data.mail).toEqual({
        delivery: 'outbox',
        pending: expect.any(Number),
      });
    } finally {
      await request.dispose();
    }
  });
});
