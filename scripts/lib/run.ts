import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { ROOT_DIR } from './front-ends';

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Prefix every output line (for several processes writing to one terminal). */
  prefix?: string;
  /**
   * Stop the whole process tree after this long; the run then counts as failed. It is first sent `stopSignal` (so a
   * test runner can write what finished and stop what it started), then SIGKILL if still running `graceMs` later.
   */
  timeoutMs?: number;
  /** default SIGTERM; Playwright and jest wrap up on SIGINT as on a Ctrl-C */
  stopSignal?: NodeJS.Signals;
  /** default 30 s */
  graceMs?: number;
}

export interface RunResult {
  code: number;
  timedOut: boolean;
  /** The output lines, kept only for prefixed runs (the others write straight to the terminal). */
  output: string[];
}

/**
 * Process groups we started. Kept after the direct child exits: `npm run x` may exit before what it started
 * (tsx watch's server closing its database), and those must still be stopped.
 */
const groups = new Set<number>();

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function pipeWithPrefix(source: Readable | null, target: Writable, prefix: string, sink?: string[]): void {
  if (!source) return;
  createInterface({ input: source }).on('line', (line) => {
    sink?.push(line);
    target.write(`${prefix} ${line}\n`);
  });
}

/** Kills a child and everything it started: children run in their own process group. */
export function killTree(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

export function killAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, signal);
    } catch {
      groups.delete(pgid);
    }
  }
}

/** Starts a command in its own process group (so the whole tree can be stopped) and returns the child. */
export function start(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
  sink?: string[],
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT_DIR,
    env: options.env ?? process.env,
    detached: true,
    stdio: options.prefix ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  const pgid = child.pid;
  if (pgid !== undefined) {
    groups.add(pgid);
    child.on('exit', () => {
      if (!groupAlive(pgid)) groups.delete(pgid);
    });
  }
  if (options.prefix) {
    pipeWithPrefix(child.stdout, process.stdout, options.prefix, sink);
    pipeWithPrefix(child.stderr, process.stderr, options.prefix, sink);
  }
  return child;
}

export function run(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const output: string[] = [];
    const child = start(command, args, options, output);
    let timedOut = false;
    let killTimer: NodeJS.Timeout | undefined;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            const signal = options.stopSignal ?? 'SIGTERM';
            const graceMs = options.graceMs ?? 30_000;
            process.stderr.write(
              `\n[run] ${command} ${args.join(' ')} exceeded ${options.timeoutMs} ms: ${signal}, then SIGKILL after ${graceMs} ms\n`,
            );
            killTree(child, signal);
            killTimer = setTimeout(() => killTree(child, 'SIGKILL'), graceMs);
          }, options.timeoutMs);
    child.on('error', (error) => {
      process.stderr.write(`[run] could not start ${command}: ${error.message}\n`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(killTimer);
      resolve({ code: code ?? (signal ? 128 : 1), timedOut, output });
    });
  });
}

/**
 * On Ctrl-C / SIGTERM stop every child this process started, then leave: SIGTERM first (the API closes its
 * database), SIGKILL for whatever is still running after 10 s.
 */
export function stopChildrenOnSignal(): void {
  const stop = (signal: NodeJS.Signals): void => {
    const exitCode = signal === 'SIGINT' ? 130 : 143;
    killAll('SIGTERM');
    const startedAt = Date.now();
    const poll = setInterval(() => {
      const alive = [...groups].filter(groupAlive);
      if (alive.length === 0) {
        clearInterval(poll);
        process.exit(exitCode);
      }
      if (Date.now() - startedAt > 10_000) {
        killAll('SIGKILL');
        clearInterval(poll);
        process.exit(exitCode);
      }
    }, 200);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
