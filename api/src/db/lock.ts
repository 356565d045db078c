import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  /** `holder`: who holds the folder, as a message names it ("pid 1805 on vm") */
  constructor(
    message: string,
    readonly holder = 'another process',
  ) {
    super(message);
  }
}

/** Who wrote a lock file. Only `pid` and `host` are in a lock written before the other fields existed. */
export type LockOwner = {
  pid: number;
  host: string;
  /** the kernel's boot id: a pid recorded before the last boot names nobody now */
  bootId?: string;
  /** when that process started (clock ticks since boot, /proc/<pid>/stat): a reused pid has another start time */
  startTime?: string;
  /** random per lock taken: tells this process's own lock from one an earlier process with our pid left behind */
  token?: string;
};

/** Tokens of the locks this process holds now. */
const tokensHeldHere = new Set<string>();

/** Undefined where /proc is not there (macOS): the checks that need it are then skipped. */
function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim();

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces and parentheses, so count from its end. */
export function processStartTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fieldsAfterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fieldsAfterName[19];
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : undefined;
  } catch {
    // the first format: "<pid>\n<host>\n"
    const [pidText = '', host = ''] = text.split('\n');
    const pid = Number(pidText);
    return Number.isInteger(pid) && pid > 0 ? { pid, host } : undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs. After a kill -9 in a container the new process often gets the
 * same pid as the dead one (pid 1, or pid reuse): so a lock naming our own pid is ours only if this process wrote
 * it, and a live pid is the writer only if it started when the writer did.
 */
function ownerStillRuns(owner: LockOwner): boolean {
  // another machine sharing the folder: nothing here can see its processes, so believe the lock
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return owner.token !== undefined && tokensHeldHere.has(owner.token);
  const currentBootId = bootId();
  if (owner.bootId && currentBootId && owner.bootId !== currentBootId) return false;
  if (!processAlive(owner.pid)) return false;
  const startTime = owner.startTime && processStartTime(owner.pid);
  return !startTime || startTime === owner.startTime;
}

function ownerText(owner: LockOwner | undefined) {
  return owner ? `pid ${owner.pid} on ${owner.host}` : 'an unreadable lock file';
}

/** Creates the lock file (failing with EEXIST when there is one) and returns its token. */
function writeLock(lockPath: string): string {
  const token = randomUUID();
  const owner: LockOwner = {
    pid: process.pid,
    host: hostname(),
    bootId: bootId(),
    startTime: processStartTime(process.pid),
    token,
  };
  const fd = openSync(lockPath, 'wx');
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return token;
}

function releaseFunction(lockPath: string, token: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    tokensHeldHere.delete(token);
    process.off('exit', release);
    try {
      unlinkSync(lockPath);
    } catch {
      // already gone: nothing to release
    }
  };
  process.on('exit', release);
  return release;
}

/**
 * PGlite takes no file lock, and two processes writing one data directory corrupt it. This lock file names its
 * owner and makes a second process fail fast with a clear message; a lock whose owner no longer runs is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const token = writeLock(lockPath);
      tokensHeldHere.add(token);
      return releaseFunction(lockPath, token);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseOwner(readFileSync(lockPath, 'utf8'));
      if (!owner || ownerStillRuns(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${path.resolve(dataDir)} is already in use by another API process (${ownerText(owner)}). ` +
            'The embedded database allows one process per directory: stop the other process, choose another ' +
            `DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between instances. If no such process runs, ` +
            `remove ${lockPath}.`,
          `another API process (${ownerText(owner)})`,
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}`);
}
