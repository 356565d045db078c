// `npm run mail -w api -- list [--limit N] | show <id> [--html]`: the outbox, on the machine the API runs on, never
// over HTTP. With no SMTP_URL this is where a sign-up's code or a reset link is read. The database is the one the
// API's configuration points at (DATABASE_URL, else PGlite in DATA_DIR); a server running on that PGlite folder
// holds it, so the command asks that server, on its local socket, instead.
import { businessRules } from '../src/business-rules';
import type { Config } from '../src/config';
import { mailContextFor } from '../src/mail/mail-model';
import { runMailCommand, type MailCommand } from '../src/mail/operator';
import { askRunningServer } from '../src/mail/operator-socket';
import { loadOperatorConfig, runAsCommand, type CommandResult } from './lib/command';

export const USAGE = 'usage: npm run mail -w api -- list [--limit N] | show <id> [--html]';

/** The command the arguments ask for, or the usage when they ask for none. */
export function parseMailArgs(argv: readonly string[]): MailCommand | { error: string } {
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
  return { error: USAGE };
}

export async function runMail(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'databaseTimeouts' | 'dataDir' | 'appBaseUrl' | 'mailFrom'>,
  command: MailCommand,
): Promise<CommandResult> {
  const answered = config.databaseUrl ? null : await askRunningServer(config.dataDir, command);
  if (answered) return { exitCode: answered.exitCode, message: answered.output };
  // the database's modules load only when no server answered: asking one is then quick (one import after the
  // other: see createMailTransport)
  const { openDatabase } = await import('../src/services');
  const { createOutboxRepository } = await import('../src/repositories/outbox-repository');
  const database = await openDatabase(config);
  try {
    const outbox = createOutboxRepository(database.db);
    const { exitCode, output } = await runMailCommand(command, outbox, mailContextFor(config, businessRules.timeZone));
    return { exitCode, message: output };
  } finally {
    await database.close();
  }
}

runAsCommand(import.meta.url, 'mail', async () => {
  const command = parseMailArgs(process.argv.slice(2));
  if ('error' in command) return { exitCode: 2, message: command.error };
  return runMail(loadOperatorConfig(), command);
});
