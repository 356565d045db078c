import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import { startMailCatcher, to, type MailCatcher } from '../../../scripts/lib/mail-catcher';
import { mailAttempts } from '../../src/db/schema';
import { MAIL_FROM, outboxOf, outboxRow, sendingTo, waitUntil } from '../helpers/mail';
import { noonTomorrow } from '../helpers/orders';
import { bookTables, slotQuery, suggestedTableIds } from '../helpers/reservations';
import { DINER, bearer, createClock, createTestApp, localDate, login, type TestApp } from '../helpers/test-app';

// What the delivery worker does when the mail server is in trouble: it keeps every message and sends each once
// when the server is back, gives up on a message refused for good, and tells the diner about an address that
// keeps being refused. The test moves the API's clock past each retry; the worker, looking every 20 ms, then finds
// the message due.
const MINUTE = 60_000;
let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await createTestApp({ clock: createClock(noonTomorrow()), config: { ...sendingTo(catcher), devOutbox: false } });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const register = (email: string) => post('/api/auth/register', { email, password: 'Secret#123', fullName: 'Minh' });
const newAddress = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const attemptsOf = (id: number) =>
  t.db
    .select({ outcome: mailAttempts.outcome, response: mailAttempts.response })
    .from(mailAttempts)
    .where(eq(mailAttempts.messageId, id))
    .orderBy(asc(mailAttempts.id));

describe('delivery through a mail server in trouble', () => {
  it('keeps every message while the server refuses, retries 1 min then 2 min later, sends each once when it is back; a code that expired meanwhile is not sent', async () => {
    catcher.refuse('temporarily');
    const refusedBefore = catcher.refusals;
    const newcomer = newAddress('outage');
    expect((await register(newcomer)).statusCode).toBe(201);
    const diner = bearer((await login(t.app, DINER)).accessToken);
    const date = localDate(t.clock.now(), 3);
    const [tableId] = await suggestedTableIds(t.app, slotQuery(date));
    expect((await bookTables(t.app, diner, { tableIds: [tableId!], reservationDate: date })).statusCode).toBe(201);
    const [code] = await outboxOf(t, newcomer);
    const booking = (await outboxOf(t, DINER.email)).at(-1)!;
    expect(booking.kind).toBe('booking-confirmed');

    await catcher.waitForRefusals(refusedBefore + 2);
    await waitUntil(async () => (await outboxRow(t, booking.id)).attempts === 1);
    const firstRetry = await outboxRow(t, booking.id);
    expect(firstRetry).toMatchObject({ status: 'pending', lastResponse: expect.stringContaining('451') });
    expect(firstRetry.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(MINUTE);

    t.clock.advance(MINUTE);
    await catcher.waitForRefusals(refusedBefore + 4);
    await waitUntil(async () => (await outboxRow(t, booking.id)).attempts === 2);
    expect((await outboxRow(t, booking.id)).nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(2 * MINUTE);

    // back, a quarter of an hour later: the booking goes, the code (valid 15 minutes) does not
    catcher.refuse(null);
    t.clock.advance(16 * MINUTE);
    const [arrived] = await catcher.waitFor((mail) => mail.parsed.messageId === firstRetry.messageId);
    expect(arrived?.to).toEqual([DINER.email]);
    await waitUntil(async () => (await outboxRow(t, booking.id)).status === 'sent');
    await waitUntil(async () => (await outboxRow(t, code!.id)).status === 'expired');
    expect(await outboxRow(t, code!.id)).toMatchObject({ secret: null, attempts: 2 });
    expect(catcher.messages.filter(to(newcomer))).toEqual([]);
    expect(catcher.messages.filter((mail) => mail.parsed.messageId === firstRetry.messageId)).toHaveLength(1);
    expect((await attemptsOf(booking.id)).map((a) => a.outcome)).toEqual(['deferred', 'deferred', 'sent']);
  });

  it('fails a message refused for good at once; a second refusal in a row marks the address, a delivery clears it', async () => {
    const email = newAddress('bounce');
    catcher.refuseRecipient(email);
    expect((await register(email)).statusCode).toBe(201);
    const [first] = await outboxOf(t, email);
    await waitUntil(async () => (await outboxRow(t, first!.id)).status === 'failed');
    expect(await outboxRow(t, first!.id)).toMatchObject({
      attempts: 1,
      secret: null,
      lastResponse: expect.stringContaining('550'),
    });
    const session = await login(t.app, { email, password: 'Secret#123' });
    const me = async () =>
      (await t.app.inject({ url: '/api/auth/me', headers: bearer(session.accessToken) })).json().data;
    expect((await me()).emailUndeliverable).toBe(false);

    const resend = async () => {
      t.clock.advance(MINUTE + 1000);
      expect((await post('/api/auth/verify-email/resend', { email })).statusCode).toBe(202);
      const row = (await outboxOf(t, email)).at(-1)!;
      await waitUntil(async () => (await outboxRow(t, row.id)).status !== 'pending');
      return outboxRow(t, row.id);
    };
    expect((await resend()).status).toBe('failed');
    expect((await me()).emailUndeliverable).toBe(true);

    catcher.refuseRecipient(email, false);
    expect((await resend()).status).toBe('sent');
    expect((await me()).emailUndeliverable).toBe(false);
    // the first refusal was never tried again, however often the worker looked since
    expect((await outboxRow(t, first!.id)).attempts).toBe(1);
  });
});

describe('what the log says', () => {
  const password = `smtp-${randomUUID()}`;
  const lines: string[] = [];
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'api-mail-log-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('never carries a code, a reset token or the SMTP password, whether the server takes the mail or refuses the password', async () => {
    const guarded = await startMailCatcher({ credentials: { user: 'bep-nha', pass: password } });
    const apps: TestApp[] = [];
    const logged = async (file: string, filePassword: string) => {
      writeFileSync(path.join(folder, file), `${filePassword}\n`, { mode: 0o600 });
      const app = await createTestApp({
        config: {
          smtpUrl: guarded.url.replace(`:${encodeURIComponent(password)}@`, '@'),
          smtpPasswordFile: path.join(folder, file),
          mailFrom: MAIL_FROM,
          mailPollMs: 20,
          devOutbox: false,
        },
        logger: { level: 'trace', stream: log },
      });
      apps.push(app);
      return app;
    };
    try {
      const good = await logged('right', password);
      const email = newAddress('log');
      await good.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'Secret#123', fullName: 'Minh' },
      });
      await good.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const [verification, reset] = await guarded.waitFor(to(email), 2);
      const code = /\d{6}/.exec(verification!.parsed.subject ?? '')![0];
      const token = /#token=([\w-]+)/.exec(reset!.parsed.text ?? '')![1]!;
      expect(
        (
          await good.app.inject({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token, password: 'New#Pass2026' },
          })
        ).statusCode,
      ).toBe(204);
      const health = await good.app.inject('/api/health');
      expect(health.json().data.mail).toEqual({ delivery: 'smtp', pending: 0 });

      const refused = await logged('wrong', 'not-the-password');
      const other = newAddress('log-refused');
      await refused.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: other, password: 'Secret#123', fullName: 'Minh' },
      });
      const [waiting] = await outboxOf(refused, other);
      await waitUntil(async () => (await outboxRow(refused, waiting!.id)).attempts === 1);
      expect(await outboxRow(refused, waiting!.id)).toMatchObject({
        status: 'pending',
        lastResponse: expect.stringContaining('535'),
      });
      const otherCode = (await outboxRow(refused, waiting!.id)).secret!;

      const text = lines.join('');
      expect(text).toContain('mail: sent');
      expect(text).toContain('535');
      // a code as a number of its own (a timestamp may hold the same six digits)
      for (const secret of [code, otherCode]) expect(text).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
      for (const secret of [token, password, 'not-the-password']) expect(text).not.toContain(secret);
      expect(health.body).not.toContain(password);
    } finally {
      for (const app of apps) await app.close();
      await guarded.close();
    }
  });
});
