// PostgreSQL's own client programs, which a backup and a restore of a PostgreSQL database run: pg_dump, pg_restore
// and psql.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, createWriteStream, readdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup-error';

type Program = 'pg_dump' | 'pg_restore' | 'psql';

/** Where Debian's server packages install the client programs, one folder per version, off the PATH. */
const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function debianVersionsNewestFirst(): string[] {
  try {
    return readdirSync(DEBIAN_VERSIONS_DIR)
      .filter((name) => /^[0-9]+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    return [];
  }
}

/**
 * A client program: the first on the PATH (the operator's choice: pg_dump must be at least the server's version), else
 * the newest of Debian's versioned folders.
 */
export function findProgram(name: Program): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = debianVersionsNewestFirst().map((version) => path.join(DEBIAN_VERSIONS_DIR, version, 'bin'));
  const found = [...onPath, ...debian].map((dir) => path.join(dir, name)).find(isExecutable);
  if (!found) {
    throw new BackupError(
      `${name} is not installed: backing up and restoring PostgreSQL use its own client programs (Debian: apt-get install postgresql-client; their version at least the server's)`,
    );
  }
  return found;
}

/**
 * How the programs reach DATABASE_URL's database: the URL without its password, which goes in PGPASSWORD instead,
 * since every user of the machine can read a program's arguments (`ps`).
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The tail of what a program said on stderr: PostgreSQL's own message, for the operator. */
const STDERR_KEPT = 4000;

/** Resolves when the program has exited 0; otherwise rejects with what it said. */
function finished(child: ChildProcess, name: Program): Promise<void> {
  let said = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (said = (said + text).slice(-STDERR_KEPT)));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new BackupError(`${name} could not run: ${error.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${name} failed (${signal ?? `exit ${code}`}): ${said.trim() || 'no message'}`));
    });
  });
}

/**
 * `pg_dump` in its custom format (what `pg_restore` reads; uncompressed, since the backup file compresses it) into a
 * new file of mode 0600: one snapshot of the whole database, consistent however many instances write meanwhile.
 */
export async function pgDump(url: string, file: string, signal?: AbortSignal): Promise<void> {
  const { dbname, env } = connection(url);
  const child = spawn(findProgram('pg_dump'), ['--format=custom', '--compress=0', `--dbname=${dbname}`], {
    env,
    signal,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // written by us rather than by `pg_dump --file`, whose file would take the umask's mode
  const written = pipeline(child.stdout, createWriteStream(file, { mode: 0o600, flags: 'wx' }));
  await Promise.all([finished(child, 'pg_dump'), written]);
}

/**
 * What a replaced database held lives in these two schemas (its tables, the btree_gist extension, drizzle's record of
 * migrations): dropped in the restore's own transaction, so a failed restore leaves the database as it was.
 */
const DROP_WHAT_A_DUMP_HOLDS = `
DROP SCHEMA IF EXISTS drizzle CASCADE;
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
`;

/**
 * Restores a `pg_dump` file into DATABASE_URL's database in ONE transaction: `pg_restore` writes the dump as SQL, and
 * `psql --single-transaction` runs it (after dropping what the database held, with `replace`), stopping at the first
 * error. Owners and grants are not restored: the objects belong to the role restoring them.
 */
export async function pgRestore(url: string, dumpFile: string, options: { replace: boolean }): Promise<void> {
  const { dbname, env } = connection(url);
  const psql = spawn(
    findProgram('psql'),
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${dbname}`],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const restore = spawn(findProgram('pg_restore'), ['--no-owner', '--no-privileges', '--file=-', dumpFile], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exits = Promise.allSettled([finished(restore, 'pg_restore'), finished(psql, 'psql')]);
  // psql stopping at an error closes its input: what pg_restore still writes has nowhere to go
  psql.stdin.on('error', () => {});
  if (options.replace) psql.stdin.write(DROP_WHAT_A_DUMP_HOLDS);
  restore.stdout.pipe(psql.stdin);
  const [restored, ran] = await exits;
  // psql's error is the cause; pg_restore then only says its output was closed
  if (ran.status === 'rejected') throw ran.reason;
  if (restored.status === 'rejected') throw restored.reason;
}
