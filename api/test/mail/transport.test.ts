import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { parseMailArgs } from '../../scripts/mail';
import { ConfigError, loadConfig } from '../../src/config';
import { safeDisplayName } from '../../src/mail/addresses';
import { retryDelayMs } from '../../src/mail/delivery-worker';
import { classifySendFailure, createMailTransport, describeMailDelivery, smtpOptions } from '../../src/mail/transport';

// Reading SMTP_URL and MAIL_FROM, the retry schedule and what counts as a refusal for good: no server needed.
const options = (url: string, password?: string) => smtpOptions(parseConnectionUrl(url), password);
const PASSWORD = 'p@ss w0rd/that-must-not-leak';
const withPassword = `smtp://hello%40bepnha.vn:${encodeURIComponent(PASSWORD)}@mail.example.com:587`;

describe('SMTP_URL', () => {
  it('requires STARTTLS to any host but a loopback one, whatever the URL asks', () => {
    expect(options('smtp://mail.example.com:587')).toMatchObject({ secure: false, requireTLS: true, port: 587 });
    expect(options('smtp://mail.example.com:587?requireTLS=false&ignoreTLS=true')).toMatchObject({
      requireTLS: true,
      ignoreTLS: false,
    });
    expect(options('smtps://mail.example.com')).toMatchObject({ secure: true, port: 465 });
    for (const loopback of ['127.0.0.1', 'localhost', '[::1]', '127.8.9.10']) {
      expect(options(`smtp://${loopback}:2525`)).toMatchObject({ requireTLS: false });
    }
    expect(options('smtp://10.0.0.5:25')).toMatchObject({ requireTLS: true });
  });

  it('takes the password from the URL or from SMTP_PASSWORD_FILE, and says where mail goes without it', () => {
    expect(options(withPassword).auth).toEqual({ user: 'hello@bepnha.vn', pass: PASSWORD });
    expect(options('smtp://hello@mail.example.com', 'from-the-file').auth).toEqual({
      user: 'hello',
      pass: 'from-the-file',
    });
    const line = describeMailDelivery({ smtpUrl: withPassword, mailFrom: '"Bếp Nhà" <hello@bepnha.vn>' });
    expect(line).toBe(
      'sent over SMTP to mail.example.com:587 (STARTTLS required) as hello@bepnha.vn, from "Bếp Nhà" <hello@bepnha.vn>',
    );
    expect(describeMailDelivery({ smtpUrl: undefined, mailFrom: '' })).toMatch(/kept in the outbox.*npm run mail/);
  });

  it('refuses what cannot work, naming the problem and never the password', () => {
    const refused = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${JSON.stringify(env)}`);
    };
    const messages = [
      refused({ SMTP_URL: withPassword }),
      refused({ SMTP_URL: withPassword, MAIL_FROM: 'nobody' }),
      refused({ SMTP_URL: withPassword, MAIL_FROM: 'hello@bepnha.vn', SMTP_PASSWORD_FILE: '/run/secrets/smtp' }),
      refused({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'hello@bepnha.vn' }),
      refused({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' }),
    ];
    expect(messages[0]).toMatch(/MAIL_FROM .* is required with SMTP_URL/);
    expect(messages[2]).toMatch(/keep one/);
    for (const message of messages) expect(message).not.toContain('w0rd');
    expect(loadConfig({ SMTP_URL: withPassword, MAIL_FROM: '"Bếp Nhà" <hello@bepnha.vn>' }).config).toMatchObject({
      mailPollMs: 5000,
      mailRetry: { firstMs: 60_000, maxMs: 6 * 3600_000 },
    });
  });

  it('stops the start when SMTP_PASSWORD_FILE cannot be read', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'api-smtp-'));
    try {
      const readable = path.join(folder, 'password');
      writeFileSync(readable, 'secret\n');
      const config = { smtpUrl: 'smtp://user@127.0.0.1:2525', mailFrom: 'hello@bepnha.vn' };
      const transport = await createMailTransport({ ...config, smtpPasswordFile: readable });
      transport?.close();
      expect(transport).not.toBeNull();
      await expect(createMailTransport({ ...config, smtpPasswordFile: path.join(folder, 'missing') })).rejects.toThrow(
        /SMTP_PASSWORD_FILE: cannot read .*missing \(ENOENT\)/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('retries and refusals', () => {
  it('waits 1 min, then twice as long after each failure, never more than 6 h', () => {
    const retry = { firstMs: 60_000, maxMs: 6 * 3600_000 };
    expect([1, 2, 3, 4, 8, 9, 20].map((attempt) => retryDelayMs(attempt, retry) / 60_000)).toEqual([
      1, 2, 4, 8, 128, 256, 360,
    ]);
  });

  it('fails a message only on a permanent refusal of the recipient or of the message', () => {
    const refusal = (fields: object) => classifySendFailure(Object.assign(new Error('refused'), fields));
    expect(refusal({ permanent: true, responseCode: 550, command: 'RCPT TO', response: '550 no such user' })).toEqual({
      permanent: true,
      recipientRefused: true,
      response: '550 no such user',
    });
    expect(refusal({ permanent: true, responseCode: 554, command: 'DATA', response: '554 spam' })).toMatchObject({
      permanent: true,
      recipientRefused: false,
    });
    // not the message's fault: the operator fixes them and the message goes then
    for (const fields of [
      { permanent: true, responseCode: 535, code: 'EAUTH', command: 'AUTH PLAIN' },
      { permanent: true, responseCode: 553, command: 'MAIL FROM' },
      { permanent: false, responseCode: 451, command: 'RCPT TO' },
      { code: 'ESOCKET', originalCode: 'ECONNREFUSED' },
    ]) {
      expect(refusal(fields).permanent).toBe(false);
    }
  });
});

describe('names and commands', () => {
  it('keeps line breaks, brackets, quotes and invisible overrides out of a display name', () => {
    expect(safeDisplayName('Eve\r\nBcc: boss@evil.example')).toBe('Eve Bcc: boss@evil.example');
    expect(safeDisplayName('"Eve" <boss@evil.example>\u202e')).toBe('Eve boss@evil.example');
    expect(safeDisplayName('Nguyễn Thị Lan')).toBe('Nguyễn Thị Lan');
  });

  it('reads `mail list` and `mail show <id>`', () => {
    expect(parseMailArgs(['list'])).toEqual({ name: 'list', limit: 50 });
    expect(parseMailArgs(['list', '--limit', '5'])).toEqual({ name: 'list', limit: 5 });
    expect(parseMailArgs(['show', '12'])).toEqual({ name: 'show', id: 12, html: false });
    expect(parseMailArgs(['show', '12', '--html'])).toEqual({ name: 'show', id: 12, html: true });
    for (const wrong of [[], ['send'], ['show'], ['show', 'x'], ['list', '--limit', '0']]) {
      expect(parseMailArgs(wrong)).toEqual({ error: expect.stringContaining('usage: npm run mail -w api') });
    }
  });
});
