import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * Servers a test run starts outside its runners' own process trees (the e2e site servers Playwright starts in
 * groups of their own, the cluster's API instances and nginx, a PostgreSQL that pg_ctl puts in the background) write
 * themselves into the file this variable names. When a stage ends, however it ended (a limit, Ctrl-C, a crash), the
 * test run stops whatever is still alive there: nothing a stage started outlives it. Unset outside `npm test`.
 */
export const LEFTOVERS_FILE_ENV = 'RESTAURANT_TEST_LEFTOVERS';

interface Leftover {
  pid: number;
  /** the process's start time (/proc/<pid>/stat), so a pid the kernel has given to another process is left alone */
  startedAt: string | null;
  label: string;
  /** how it stops cleanly: SIGTERM, or SIGQUIT for PostgreSQL's immediate shutdown */
  signal: NodeJS.Signals;
  /** a throw-away folder of its own, removed once it has stopped */
  removeDir?: string;
}

/** Fields 3 on of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces); null: no such pid. */
function statFieldsOf(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks after boot. */
function startTimeOf(pid: number): string | null {
  return statFieldsOf(pid)?.[19] ?? null;
}

function isAlive(leftover: Leftover): boolean {
  try {
    process.kill(leftover.pid, 0);
  } catch {
    return false;
  }
  const fields = statFieldsOf(leftover.pid);
  // Z: it has exited, and only its parent's wait() is missing. A daemon (pg_ctl's PostgreSQL) belongs to the
  // machine's init once started, and an init that reaps nothing (a container's) keeps every one it outlives.
  if (fields?.[0] === 'Z') return false;
  return leftover.startedAt === null || fields?.[19] === leftover.startedAt;
}

/** Notes a process this test run must not leave behind; does nothing outside `npm test`. */
export function registerForCleanup(
  pid: number,
  label: string,
  options: { signal?: NodeJS.Signals; removeDir?: string } = {},
  env: NodeJS.ProcessEnv = process.env,
): void {
  const file = env[LEFTOVERS_FILE_ENV];
  if (!file) return;
  const leftover: Leftover = { pid, startedAt: startTimeOf(pid), label, signal: options.signal ?? 'SIGTERM' };
  if (options.removeDir) leftover.removeDir = options.removeDir;
  appendFileSync(file, `${JSON.stringify(leftover)}\n`);
}

function readLeftovers(file: string): Leftover[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Leftover);
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

function removeFolders(leftovers: readonly Leftover[]): void {
  for (const { removeDir } of leftovers) if (removeDir) rmSync(removeDir, { recursive: true, force: true });
}

/**
 * Stops every registered process still alive (its own clean signal, then SIGKILL after `graceMs`), removes their
 * throw-away folders and empties the list. Returns the labels of what had to be stopped.
 */
export async function stopLeftovers(file: string, graceMs = 10_000): Promise<string[]> {
  const leftovers = readLeftovers(file);
  const alive = leftovers.filter(isAlive);
  for (const leftover of alive) signal(leftover.pid, leftover.signal);
  const deadline = Date.now() + graceMs;
  while (alive.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const leftover of alive.filter(isAlive)) signal(leftover.pid, 'SIGKILL');
  removeFolders(leftovers);
  rmSync(file, { force: true });
  return alive.map((leftover) => `${leftover.label} (pid ${leftover.pid})`);
}

/** For a process that is exiting and cannot wait: SIGKILL to every registered process still alive, folders removed. */
export function killLeftoversNow(file: string): void {
  const leftovers = readLeftovers(file);
  for (const leftover of leftovers.filter(isAlive)) signal(leftover.pid, 'SIGKILL');
  removeFolders(leftovers);
}
