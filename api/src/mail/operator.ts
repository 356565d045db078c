import type { OutboxEntry, OutboxRepository } from '../repositories/outbox-repository';
import { composeMail } from './composer';
import type { MailContext } from './mail-model';
import { MAIL_WITH_SECRET } from './mail-model';

/**
 * What the operator asks of the outbox on the machine it runs on (`npm run mail -w api -- …`), never over HTTP:
 * list the newest messages, or show one as it is (or was) sent, its code or link included while it waits.
 */
export type MailCommand = { name: 'list'; limit: number } | { name: 'show'; id: number; html: boolean };

/** What to print, and the exit code (1: no such message). */
export type MailCommandAnswer = { exitCode: number; output: string };

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

/** Runs one command against the outbox, here or in the server holding DATA_DIR (./operator-socket). */
export async function runMailCommand(
  command: MailCommand,
  outbox: OutboxRepository,
  context: MailContext,
  now = new Date(),
): Promise<MailCommandAnswer> {
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
