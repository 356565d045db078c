/**
 * Keeps one process of the cluster running: when it exits on its own (a crash, a kill, an out-of-memory), a new one is
 * started after a back-off that doubles with every failure in a row (1 s, 2 s, 4 s... at most 30 s), and starts again
 * from 1 s once a process has stayed up a while. A start that fails counts as a failure too. Nothing is restarted once
 * `stop()` is called: the cluster is shutting down. The clock and the start are given, so the rules can be tested
 * without waiting.
 */

/** How a process ended, as node:child_process reports it. */
export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** What the supervisor needs of a running process. */
export interface SupervisedProcess {
  pid: number;
  /** resolves once the process has exited, whatever ended it */
  exited: Promise<ExitInfo>;
  /** ends it on purpose (the supervisor does not restart it) */
  stop: () => Promise<void>;
}

export interface BackoffPolicy {
  /** wait before the first restart after a failure */
  initialMs: number;
  /** the wait doubles with each failure in a row, up to this */
  maxMs: number;
  /** a process that stayed up this long ends the run of failures: its exit waits `initialMs` again */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

export interface SupervisorClock {
  now: () => number;
  /** runs `callback` after `ms`; the function returned cancels it */
  after: (ms: number, callback: () => void) => () => void;
}

export const systemClock: SupervisorClock = {
  now: () => Date.now(),
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};

export interface SupervisorOptions<P extends SupervisedProcess> {
  name: string;
  /** starts a new process and resolves once it is ready; rejects when it could not be made ready */
  start: () => Promise<P>;
  /** a new process is up and ready (the cluster puts it where the old one was) */
  onRestarted?: (process: P) => void;
  log: (line: string) => void;
  backoff?: BackoffPolicy;
  clock?: SupervisorClock;
}

/** The wait before the restart that follows `failures` failures in a row (1 for the first). */
export function backoffDelay(failures: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.max(0, failures - 1));
}

function describeExit({ code, signal }: ExitInfo): string {
  if (signal) return `killed by ${signal}`;
  return `exit code ${code ?? 'unknown'}`;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

export class Supervisor<P extends SupervisedProcess> {
  private process: P;
  private startedAt: number;
  private failures = 0;
  private stopping = false;
  private cancelPending: (() => void) | null = null;
  private starting: Promise<void> | null = null;
  private readonly backoff: BackoffPolicy;
  private readonly clock: SupervisorClock;

  /** Watches `first`, a process already started and ready. */
  constructor(
    first: P,
    private readonly options: SupervisorOptions<P>,
  ) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.clock = options.clock ?? systemClock;
    this.process = first;
    this.startedAt = this.clock.now();
    this.watch(first);
  }

  /** The process running now (or the one that last ran, while a restart waits). */
  get current(): P {
    return this.process;
  }

  /** No more restarts from now on: a pending one is cancelled; resolves once a start already under way is over. */
  async stopRestarting(): Promise<void> {
    this.stopping = true;
    this.cancelPending?.();
    this.cancelPending = null;
    await this.starting;
  }

  /** No more restarts, then the process is stopped (one a start under way brought up included). */
  async stop(): Promise<void> {
    await this.stopRestarting();
    await this.process.stop();
  }

  private watch(process: P): void {
    void process.exited.then((exit) => {
      if (this.stopping || process !== this.process) return;
      const upFor = this.clock.now() - this.startedAt;
      if (upFor >= this.backoff.resetAfterMs) this.failures = 0;
      this.failures += 1;
      const delay = backoffDelay(this.failures, this.backoff);
      this.options.log(
        `[cluster] ${this.options.name} (pid ${process.pid}) exited (${describeExit(exit)}) after ${seconds(upFor)}: restarting in ${seconds(delay)}`,
      );
      this.restartAfter(delay);
    });
  }

  private restartAfter(delay: number): void {
    this.cancelPending = this.clock.after(delay, () => {
      this.cancelPending = null;
      this.starting = this.restart().finally(() => {
        this.starting = null;
      });
    });
  }

  private async restart(): Promise<void> {
    if (this.stopping) return;
    let started: P;
    try {
      started = await this.options.start();
    } catch (error) {
      if (this.stopping) return;
      this.failures += 1;
      const delay = backoffDelay(this.failures, this.backoff);
      const reason = error instanceof Error ? error.message : String(error);
      this.options.log(
        `[cluster] ${this.options.name} could not be restarted (${reason}): next try in ${seconds(delay)}`,
      );
      this.restartAfter(delay);
      return;
    }
    // Up, even when the cluster began stopping meanwhile: it is the current process, which `stop()` then stops.
    this.process = started;
    this.startedAt = this.clock.now();
    this.options.log(`[cluster] ${this.options.name} restarted (pid ${started.pid})`);
    this.options.onRestarted?.(started);
    this.watch(started);
  }
}
