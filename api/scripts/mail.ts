// `npm run mail -w api -- list [--limit N] | show <id> [--html]`: the outbox, on the machine the API runs on, never
// over HTTP. With no SMTP_URL this is where a sign-up's code or a reset link is read. The database is the one the API's
// configuration points at (DATABASE_URL, else PGlite in DATA_DIR, a relative DATA_DIR read from where npm was run,
// as `npm start` reads it); a server running on that PGlite folder holds it, so the command asks that server instead.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { businessRules } from '../src/business-rules';
import { ConfigError, loadConfig } from '../src/config';
import { mailContextFor } from '../src/mail/mail-model';
import { parseMailCommand, runMailCommand, type MailCommand } from '../src/mail/operator';
import { askRunningServer } from '../src/mail/operator-socket';

/** Runs the command against the configured database, or the server holding it; what to print and the exit code. */
export async function mailCommand(
  command: MailCommand,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ exitCode: number; output: string }> {
  const { config } = loadConfig(env);
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), config.dataDir);
  if (!config.databaseUrl) {
    const answer = await askRunningServer(dataDir, command);
    if (answer) return answer;
  }
  // the database's modules load only when no server answered: asking one is then quick
  const [{ openDatabase }, { createOutboxRepository }] = await Promise.all([
    import('../src/services'),
    import('../src/repositories/outbox-repository'),
  ]);
  const database = await openDatabase({ ...config, dataDir });
  try {
    return await runMailCommand(
      command,
      createOutboxRepository(database.db),
      mailContextFor(config, businessRules.timeZone),
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const command = parseMailCommand(process.argv.slice(2));
  if ('error' in command) {
    console.error(command.error);
    return 2;
  }
  const { exitCode, output } = await mailCommand(command);
  (exitCode === 0 ? console.log : console.error)(output);
  return exitCode;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      // configuration and lock problems are the operator's to fix: plainly, no stack
      if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
        console.error(`mail: ${error.message}`);
      } else {
        console.error(error);
      }
      process.exit(1);
    },
  );
}
