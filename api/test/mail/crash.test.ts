import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../../scripts/lib/free-port';
import { scaled } from '../../../scripts/lib/machine';
import { startMailCatcher, to, type MailCatcher } from '../../../scripts/lib/mail-catcher';
import { loadOperatorConfig } from '../../scripts/lib/command';
import { runMail } from '../../scripts/mail';
import { openPglite } from '../../src/db/index';
import { users } from '../../src/db/schema';
import { createOutboxRepository } from '../../src/repositories/outbox-repository';
import { MAIL_FROM, waitUntil } from '../helpers/mail';

// The API as `npm start` runs it on PGlite, in a process of its own, killed with SIGKILL while it sends an outbox of
// 100 messages (the mail server holds the first one unanswered: claimed, not sent). Started again on the same folder,
// it sends all 100, none twice. The operator reads the outbox with `npm run mail -w api` meanwhile (the server
// answers on its socket) and once it has stopped (the command opens the folder itself).
const QUEUED = 100;
const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(path.join(os.tmpdir(), 'api-mail-crash-'));
const dataDir = path.join(folder, 'data');
const address = `crash-${randomUUID().slice(0, 8)}@example.com`;
let catcher: MailCatcher;
let env: NodeJS.ProcessEnv;
const running: ChildProcess[] = [];

/** `npm run mail -w api` as the operator types it on this machine, in-process. */
const mail = (command: Parameters<typeof runMail>[1]) => runMail(loadOperatorConfig(env), command);

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/** `src/server.ts` in one process (node with tsx's loader: no wrapper process to outlive a kill). */
function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: 'ignore' });
  running.push(child);
  return child;
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    API_HOST: '127.0.0.1',
    API_PORT: String(await freePort()),
    JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
    SMTP_URL: catcher.url,
    MAIL_FROM,
    MAIL_POLL_MS: '50',
    LOG_LEVEL: 'silent',
    // nothing here reads the OpenAPI document: each start builds less
    API_DOCS: '0',
  };
  // the migrated, seeded template restored into the folder, and 100 messages to one diner
  const template = process.env.TEST_PGLITE_TEMPLATE;
  if (!template) throw new Error('TEST_PGLITE_TEMPLATE is not set: run the API tests with `npm test -w api`');
  const database = await openPglite({ dataDir, loadDataDir: await openAsBlob(template), migrate: false });
  try {
    const [diner] = await database.db
      .insert(users)
      .values({ email: address, fullName: 'Crash Test', language: 'vi' })
      .returning();
    const outbox = createOutboxRepository(database.db);
    await database.db.transaction(async (tx) => {
      for (let i = 1; i <= QUEUED; i++) {
        const payload = { orderId: i, code: `OD-CRASH-${i}`, pickupAt: null };
        await outbox.enqueue(tx, { kind: 'order-ready', userId: diner!.id, payload }, new Date());
      }
    });
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  }
  await catcher?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('an API killed while it sends', () => {
  // two starts of the API in processes of their own, and a third opening of the folder: real work, its own limit
  it(
    'sends every queued message after the restart, none twice, and the operator reads the outbox throughout',
    async () => {
      const held = catcher.holdNext();
      const first = startServer();
      await Promise.race([held, exited(first).then((code) => Promise.reject(new Error(`the server exited: ${code}`)))]);
      first.kill('SIGKILL');
      await exited(first);
      expect(catcher.messages).toHaveLength(0);

      const second = startServer();
      const arrived = await catcher.waitFor(to(address), QUEUED);
      const list = { name: 'list', limit: 500 } as const;
      await waitUntil(async () => ((await mail(list)).message.match(/ sent /g) ?? []).length === QUEUED);
      expect(catcher.messages).toHaveLength(QUEUED);
      expect(new Set(arrived.map((mail) => mail.parsed.messageId)).size).toBe(QUEUED);
      expect(new Set(arrived.map((mail) => /OD-CRASH-\d+/.exec(mail.parsed.subject ?? '')?.[0])).size).toBe(QUEUED);

      const shown = await mail({ name: 'show', id: 1, html: false });
      expect(shown.exitCode).toBe(0);
      expect(shown.message).toContain(`To: Crash Test <${address}>`);
      expect(shown.message).toMatch(/Attempt .*: sent, 250/);

      second.kill('SIGTERM');
      expect(await exited(second)).toBe(0);
      // the server gone, the command opens the folder itself
      const direct = await mail({ name: 'show', id: 1, html: false });
      expect(direct.message).toBe(shown.message);
      expect((await mail({ name: 'show', id: 999, html: false })).exitCode).toBe(1);
    },
    scaled(180_000),
  );
});
