import type { OutboxEntry, OutboxRepository } from '../repositories/outbox-repository';
import { composeMail } from './composer';
import type { MailContext } from './mail-model';
import { MAIL_WITH_SECRET } from './mail-model';

/**
 * What the operator asks of the outbox on the machine it runs on (`npm run mail -w api -- …`), never over HTTP:
 * list the newest messages, or show one as it is (or was) sent, its code or link included while it waits.
 */
export type MailCommand = { name: 'list'; limit: number } | { name: 'show'; id: number; html: boolean };

export const MAIL_USAGE = 'usage: npm run mail -w api -- list [--limit N] | show <id> [--html]';

/** The command's arguments, or what is wrong with them. */
export function parseMailCommand(argv: readonly string[]): MailCommand | { error: string } {
  const [name, ...rest] = argv;
  if (name === 'list') {
    if (rest.length === 0) return { name, limit: 50 };
    const limit = rest[0] === '--limit' && rest.length === 2 ? Number(rest[1]) : NaN;
    if (Number.isInteger(limit) && limit > 0 && limit <= 1000) return { name, limit };
  }
  if (name === 'show') {
    const id = Number(rest[0]);
    const html = rest[1] === '--html';
    if (Number.isInteger(id) && id > 0 && rest.length === (html ? 2 : 1)) return { name, id, html };
  }
  return { error: MAIL_USAGE };
}

const when = (at: Date | null) => (at ? at.toISOString().replace('T', ' ').slice(0, 19) : '');

function statusLine(entry: OutboxEntry, now: Date): string {
  switch (entry.status) {
    case 'sent':
      return `sent ${when(entry.sentAt)}`;
    case 'pending':
      // marked expired by the next delivery or housekeeping round; already useless
      if (entry.expiresAt && entry.expiresAt <= now) return 'expired';
      return entry.attempts === 0 ? 'waiting' : `retry at ${when(entry.nextAttemptAt)}`;
    default:
      return entry.status;
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Runs one command; the text to print and the exit code (1: no such message). */
export async function runMailCommand(
  command: MailCommand,
  outbox: OutboxRepository,
  context: MailContext,
  now = new Date(),
): Promise<{ exitCode: number; output: string }> {
  if (command.name === 'list') {
    const entries = await outbox.list({ limit: command.limit });
    if (entries.length === 0) return { exitCode: 0, output: 'The outbox is empty.' };
    const rows = entries.map((entry) => [
      String(entry.id),
      entry.kind,
      entry.to,
      entry.language,
      statusLine(entry, now),
      String(entry.attempts),
      when(entry.createdAt),
    ]);
    const header = ['id', 'kind', 'to', 'lang', 'status', 'attempts', 'written (UTC)'];
    return { exitCode: 0, output: `${table([header, ...rows])}\n\nOne message: npm run mail -w api -- show <id>` };
  }
  const entry = await outbox.find(command.id);
  if (!entry) return { exitCode: 1, output: `No message ${command.id} in the outbox.` };
  const composed = await composeMail(entry, context);
  const lines = [
    `Message ${entry.id} (${entry.kind}), ${statusLine(entry, now)}`,
    `To: ${entry.toName} <${entry.to}>`,
    `Subject: ${composed.subject}`,
    `Language: ${entry.language}`,
    ...(entry.messageId ? [`Message-ID: ${entry.messageId}`] : []),
    ...(entry.expiresAt ? [`Expires: ${when(entry.expiresAt)}`] : []),
    ...(composed.attachments.length ? [`Attachments: ${composed.attachments.map((a) => a.filename).join(', ')}`] : []),
    ...entry.attemptLog.map((attempt) => `Attempt ${when(attempt.at)}: ${attempt.outcome}, ${attempt.response}`),
    ...(MAIL_WITH_SECRET.has(entry.kind) && entry.secret === null
      ? ['(its code or link is erased: the message is no longer waiting)']
      : []),
    '',
    command.html ? composed.html : composed.text,
  ];
  return { exitCode: 0, output: lines.join('\n') };
}
