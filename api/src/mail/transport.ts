import { readFile } from 'node:fs/promises';
import type { NodemailerError } from 'nodemailer/lib/errors';
import type { ConnectionUrlOptions } from 'nodemailer/lib/shared';
import type { SMTPPoolOptions } from 'nodemailer/lib/smtp-pool';
import { ConfigError, type Config } from '../config';
import { isLoopbackHost, safeDisplayName } from './addresses';
import type { MailAttachment } from './mail-model';

/** What one SMTP exchange may take at most, each step: a dead server fails the attempt instead of holding it. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** A message ready for the wire. */
export type OutgoingMessage = {
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /** the Message-ID header, `<…@…>`: the same on every attempt of one message */
  messageId: string;
};

export type MailTransport = {
  /** the server's answer (`250 2.0.0 OK …`) once it took the message; throws what it refused, or why it could not */
  send(message: OutgoingMessage): Promise<string>;
  close(): void;
};

/** How a failed attempt ends: tried again later, or failed for good (and whether the address itself was refused). */
export type SendFailure = { permanent: boolean; recipientRefused: boolean; response: string };

/**
 * Nodemailer's options for SMTP_URL as nodemailer's own URL parser read it (its query parameters included), with
 * what this API insists on: a pooled connection, bounded waits, and STARTTLS required to any host but a loopback
 * address (`requireTLS`: no fallback to plain text, whatever the URL says). SMTP_PASSWORD_FILE's password replaces
 * the URL's.
 */
export function smtpOptions(parsed: ConnectionUrlOptions, password?: string): SMTPPoolOptions & { pool: true } {
  const host = parsed.host ?? '';
  const secure = parsed.secure === true;
  const user = parsed.auth?.user;
  return {
    ...parsed,
    pool: true,
    maxConnections: 1,
    host,
    port: parsed.port ?? (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !isLoopbackHost(host),
    ignoreTLS: false,
    ...SMTP_TIMEOUTS,
    auth: user ? { user, pass: password ?? parsed.auth?.pass ?? '' } : undefined,
    logger: false,
    debug: false,
  };
}

/** One line for the start banner and the log: where mail goes, never the password. */
export function describeMailDelivery(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): string {
  if (!config.smtpUrl) {
    return 'kept in the outbox (no SMTP_URL): read it with `npm run mail -w api -- list`';
  }
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = url.port || (secure ? '465' : '587');
  const security = secure ? 'TLS' : isLoopbackHost(url.hostname) ? 'loopback, no TLS' : 'STARTTLS required';
  const user = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
  return `sent over SMTP to ${url.hostname}:${port} (${security})${user}, from ${config.mailFrom}`;
}

async function readPassword(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).replace(/\r?\n$/, '');
  } catch (error) {
    throw new ConfigError(`SMTP_PASSWORD_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`);
  }
}

/** The transport to SMTP_URL; none when there is no SMTP_URL (messages then wait in the outbox). */
export async function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'smtpPasswordFile' | 'mailFrom'>,
): Promise<MailTransport | null> {
  if (!config.smtpUrl) return null;
  const password = config.smtpPasswordFile ? await readPassword(config.smtpPasswordFile) : undefined;
  // loaded only where mail is sent: most processes (and tests) have no SMTP_URL. One after the other: jest's module
  // linker fails two dynamic imports sharing modules in flight at once ("request for 'node:http' is not in cache").
  const { createTransport } = await import('nodemailer');
  const { parseConnectionUrl } = await import('nodemailer/lib/shared');
  const transporter = createTransport(smtpOptions(parseConnectionUrl(config.smtpUrl), password));
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from: config.mailFrom,
        to: { name: safeDisplayName(message.to.name), address: message.to.address },
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments,
        messageId: message.messageId,
      });
      return info.response;
    },
    close: () => transporter.close(),
  };
}

/**
 * Whether a failed send is worth trying again. A permanent refusal (5xx but 503) of the recipient or of the message
 * fails it; everything else is retried: the server unreachable or busy (4xx), and what is not the message's fault —
 * refused credentials, a refused sender: the operator fixes them and the messages go then.
 */
export function classifySendFailure(error: unknown): SendFailure {
  const failure = error as NodemailerError;
  const response = failure.response ?? failure.message ?? String(error);
  const ours = failure.code === 'EAUTH' || failure.command === 'MAIL FROM' || failure.command === 'AUTH PLAIN';
  const permanent = failure.permanent === true && !ours;
  return { permanent, recipientRefused: permanent && failure.command === 'RCPT TO', response };
}
