// `npm run staff:create -w api -- --email <e-mail> [--revoke]`: makes an existing account whose address is confirmed
// staff (or, with --revoke, a diner again) on the database the API's configuration points at: DATABASE_URL, else PGlite in DATA_DIR, read and
// validated exactly as the server does (a relative DATA_DIR from where the command is typed). It creates no account:
// the person signs up on the site as anyone does, so their password never passes through a command line or a shell
// history.
import { parseArgs } from 'node:util';
import { withDatabase, type Database } from '../src/db/index';
import { accountStreamsTag } from '../src/lib/order-event-hub';
import { setRoleByEmail } from '../src/repositories/account-repository';
import { openDatabase } from '../src/services';
import { loadOperatorConfig, runAsCommand, type CommandResult } from './lib/command';

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

/**
 * Applies the command; answers what to print and the exit code (1: no account has that address, or it is not
 * confirmed, so nothing changed).
 */
export async function runStaffCommand(database: Database, command: StaffCommand): Promise<CommandResult> {
  const role = command.revoke ? 'diner' : 'staff';
  const result = await setRoleByEmail(database.db, command.email, role);
  if (result.outcome === 'missing') {
    return {
      exitCode: 1,
      message: `No account has the e-mail address ${command.email}: sign up on the site first, then run this again.`,
    };
  }
  if (result.outcome === 'unverified') {
    return {
      exitCode: 1,
      message:
        `Refused: the account of ${command.email} has not confirmed its e-mail address, so whoever made it may not ` +
        'own that inbox. Nothing changed. The person confirms it (the code mailed at sign-up, or a password-reset ' +
        'link), then run this again.',
    };
  }
  // the staff board it may have open on a running server ends at once (the bus reaches every instance on
  // PostgreSQL; on PGlite no server runs while this command holds the data directory)
  if (command.revoke && result.was === 'staff') await database.bus.publish([accountStreamsTag(result.id)]);
  const who = `${result.email} (${result.fullName}, account ${result.id})`;
  const what =
    result.was === role
      ? `was already ${role === 'staff' ? 'staff' : 'a diner'}: nothing changed.`
      : command.revoke
        ? 'was staff and is a diner again: the staff routes refuse it from its next request, and its open live streams have ended.'
        : 'was a diner and is staff now: the staff routes accept it from its next request (no new sign-in needed).';
  return { exitCode: 0, message: `${who} ${what}` };
}

runAsCommand(import.meta.url, 'staff:create', async () => {
  const command = parseStaffArgs(process.argv.slice(2));
  if ('error' in command) return { exitCode: 2, message: command.error };
  return withDatabase(openDatabase(loadOperatorConfig()), (database) => runStaffCommand(database, command));
});
