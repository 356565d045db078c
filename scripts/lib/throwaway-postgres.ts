// A throw-away PostgreSQL server, for the API's tests and bench and for the cluster. It lives here, with the repo's
// tooling that packages' own tooling already imports (webpack configs, e2e), rather than in the API's test helpers:
// the cluster is a run-time tool, and must not depend on a package's test folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { registerForCleanup } from './leftovers';

export interface PostgresServer {
  /** superuser URL of the `postgres` database, with its password (made up for this server; 127.0.0.1 only) */
  url: string;
  stop: () => void;
}

/** initdb refuses to run as root: the server binaries then run as the `postgres` system user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

function runServerBinary(command: string, args: string[]): void {
  const [cmd, argv] = asServerUser(command, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message} (is PostgreSQL on the PATH?)`);
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
}

/** Without fsync, commits are not made durable: much faster, and a server deleted afterwards loses nothing. */
const NOT_DURABLE = ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];

/**
 * A throw-away PostgreSQL server from the machine's binaries (initdb/pg_ctl on the PATH): a temp directory, listening
 * on 127.0.0.1 only at a free port, removed by `stop()`. Every login needs the superuser's password (scram-sha-256),
 * made up for this server and known only to the URL it answers: 127.0.0.1 is shared by every user and process of the
 * machine, and `trust` let any of them in as superuser.
 * `durable: false` (tests, bench) turns fsync off; the cluster keeps it on, since its tests check that every
 * acknowledged booking is really in the database.
 */
export async function startThrowawayPostgres(options: { durable: boolean }): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'restaurant-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // hex: nothing in it needs escaping in a URL
  const password = randomBytes(24).toString('hex');
  try {
    // read by initdb, then deleted: the password lives on only (hashed) in the server and in the URL below
    const passwordFile = path.join(dir, 'password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (process.getuid?.() === 0) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
      chownSync(passwordFile, id('-u'), id('-g'));
    }
    const initOptions = [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=scram-sha-256',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ];
    try {
      runServerBinary('initdb', options.durable ? initOptions : [...initOptions, '--no-sync']);
    } finally {
      rmSync(passwordFile, { force: true });
    }
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c max_connections=200',
      ...(options.durable ? [] : NOT_DURABLE),
    ];
    const log = path.join(dir, 'server.log');
    runServerBinary('pg_ctl', ['-D', dataDir, '-o', serverOptions.join(' '), '-l', log, '-w', '-t', '60', 'start']);
    // pg_ctl leaves the server in the background: under npm test it is stopped with its stage whatever happens to us
    // (SIGQUIT: PostgreSQL's immediate shutdown; its files are deleted next)
    const postmasterPid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    registerForCleanup(postmasterPid, `PostgreSQL on port ${port}`, { signal: 'SIGQUIT', removeDir: dir });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      // its files are deleted next: nothing to write out first
      const [cmd, argv] = asServerUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      spawnSync(cmd, argv, { encoding: 'utf8' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
