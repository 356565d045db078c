// `npm run staff:create -w api -- --email <e-mail> [--role staff|manager] [--revoke]`: makes an existing account whose
// address is confirmed staff, or a manager (staff who also runs the menu and vouchers), or, with --revoke, a diner again on the database the API's configuration points at: DATABASE_URL, else PGlite in DATA_DIR, read and
// validated exactly as the server does (a relative DATA_DIR from where the command is typed). It creates no account:
// the person signs up on the site as anyone does, so their password never passes through a command line or a shell
// history.
import { parseArgs } from 'node:util';
import { withDatabase, type Database } from '../src/db/index';
import { accountStreamsTag } from '../src/lib/order-event-hub';
import { setRoleByEmail } from '../src/repositories/account-repository';
import { openDatabase } from '../src/services';
import { loadOperatorConfig, runAsCommand, type CommandResult } from './lib/command';

export const USAGE = 'usage: npm run staff:create -w api -- --email <e-mail> [--role staff|manager] [--revoke]';

/** The roles this command gives; a diner again is `--revoke`. */
export const STAFF_ROLES = ['staff', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffCommand = { email: string; role: StaffRole; revoke: boolean };

/** The command's arguments, or the usage text when they do not make one. */
export function parseStaffArgs(argv: string[]): StaffCommand | { error: string } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string', default: 'staff' },
        revoke: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    const email = values.email?.trim();
    if (!email) return { error: `--email is required\n${USAGE}` };
    const role = STAFF_ROLES.find((r) => r === values.role);
    if (!role) return { error: `--role is staff or manager\n${USAGE}` };
    const revoke = values.revoke ?? false;
    // --revoke makes a diner, whatever the role: naming one with it is a mistake worth pointing out
    if (revoke && values.role !== 'staff') return { error: `--revoke takes no --role\n${USAGE}` };
    return { email, role, revoke };
  } catch (error) {
    return { error: `${(error as Error).message}\n${USAGE}` };
  }
}

const ROLE_WORDS = { diner: 'a diner', staff: 'staff', manager: 'a manager' } as const;

/**
 * Applies the command; answers what to print and the exit code (1: no account has that address, or it is not
 * confirmed, so nothing changed).
 */
export async function runStaffCommand(database: Database, command: StaffCommand): Promise<CommandResult> {
  const role = command.revoke ? 'diner' : command.role;
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
  if (command.revoke && result.was !== 'diner') await database.bus.publish([accountStreamsTag(result.id)]);
  const who = `${result.email} (${result.fullName}, account ${result.id})`;
  const what =
    result.was === role
      ? `was already ${ROLE_WORDS[role]}: nothing changed.`
      : command.revoke
        ? `was ${ROLE_WORDS[result.was]} and is a diner again: the staff routes refuse it from its next request, and its open live streams have ended.`
        : `was ${ROLE_WORDS[result.was]} and is ${ROLE_WORDS[role]} now: ${
            role === 'manager' ? 'the staff and manager routes accept' : 'the staff routes accept'
          } it from its next request (no new sign-in needed).`;
  return { exitCode: 0, message: `${who} ${what}` };
}

runAsCommand(import.meta.url, 'staff:create', async () => {
  const command = parseStaffArgs(process.argv.slice(2));
  if ('error' in command) return { exitCode: 2, message: command.error };
  return withDatabase(openDatabase(loadOperatorConfig()), (database) => runStaffCommand(database, command));
});
