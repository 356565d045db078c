// `npm run staff:create -w api -- --email <e-mail> [--revoke]`: makes an existing account staff (or, with --revoke,
// a diner again) on the database the API's configuration points at: DATABASE_URL, else PGlite in DATA_DIR, read and
// validated exactly as the server does. It creates no account: the person signs up on the site as anyone does, so
// their password never passes through a command line or a shell history.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config';
import type { Database } from '../src/db/index';
import { setRoleByEmail } from '../src/repositories/account-repository';
import { openDatabase } from '../src/services';

export const USAGE = 'usage: npm run staff:create -w api -- --email <e-mail> [--revoke]';

export type StaffCommand = { email: string; revoke: boolean };

/** The command's arguments, or the usage text when they do not make one. */
export function parseStaffArgs(argv: string[]): StaffCommand | { error: string } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, revoke: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    });
    const email = values.email?.trim();
    if (!email) return { error: `--email is required\n${USAGE}` };
    return { email, revoke: values.revoke ?? false };
  } catch (error) {
    return { error: `${(error as Error).message}\n${USAGE}` };
  }
}

/** Applies the command; answers what to print and the exit code (1: no account has that address). */
export async function runStaffCommand(
  database: Database,
  command: StaffCommand,
): Promise<{ exitCode: number; message: string }> {
  const role = command.revoke ? 'diner' : 'staff';
  const changed = await setRoleByEmail(database.db, command.email, role);
  if (!changed) {
    return {
      exitCode: 1,
      message: `No account has the e-mail address ${command.email}: sign up on the site first, then run this again.`,
    };
  }
  return {
    exitCode: 0,
    message: command.revoke
      ? `${changed.email} is a diner again: the staff routes refuse it from its next request.`
      : `${changed.email} is staff: the staff routes accept it from its next request (no new sign-in needed).`,
  };
}

async function main(): Promise<number> {
  const command = parseStaffArgs(process.argv.slice(2));
  if ('error' in command) {
    console.error(command.error);
    return 2;
  }
  const { config } = loadConfig();
  const database = await openDatabase(config);
  try {
    const { exitCode, message } = await runStaffCommand(database, command);
    (exitCode === 0 ? console.log : console.error)(message);
    return exitCode;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      // configuration and lock problems (the server holds DATA_DIR) are the operator's to fix: plainly, no stack
      if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) {
        console.error(`staff:create: ${error.message}`);
      } else {
        console.error(error);
      }
      process.exit(1);
    },
  );
}
