/**
 * The restart rules of the cluster's API instances, on a clock and processes of the test's own: no real time passes,
 * so the back-off is read from the waits the supervisor asks for, never measured.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backoffDelay, Supervisor, type ExitInfo, type SupervisedProcess, type SupervisorClock } from './supervisor';

const POLICY = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

/** A process the test ends when it likes. */
class FakeProcess implements SupervisedProcess {
  private static nextPid = 100;
  readonly pid = FakeProcess.nextPid++;
  stopped = false;
  readonly exited: Promise<ExitInfo>;
  private end: (exit: ExitInfo) => void = () => undefined;

  constructor() {
    this.exited = new Promise((resolve) => {
      this.end = resolve;
    });
  }

  crash(): void {
    this.end({ code: null, signal: 'SIGKILL' });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.end({ code: 0, signal: null });
    await this.exited;
  }
}

/** Time moves only when the test says; every wait the supervisor asks for is recorded. */
class FakeClock implements SupervisorClock {
  time = 0;
  readonly waits: number[] = [];
  private timers: Array<{ at: number; callback: () => void; cancelled: boolean }> = [];

  now = (): number => this.time;

  after = (ms: number, callback: () => void): (() => void) => {
    this.waits.push(ms);
    const timer = { at: this.time + ms, callback, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };

  get pending(): number {
    return this.timers.filter((timer) => !timer.cancelled).length;
  }

  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => !timer.cancelled && timer.at <= this.time);
    this.timers = this.timers.filter((timer) => !due.includes(timer));
    for (const timer of due) timer.callback();
  }
}

/** Lets the promise callbacks queued so far run (an exit noticed, a start resolved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A supervisor over fake processes; `starts` lists every process it started after the first. */
function supervise(options: { failStarts?: number } = {}) {
  const clock = new FakeClock();
  const first = new FakeProcess();
  const starts: FakeProcess[] = [];
  const lines: string[] = [];
  let failuresLeft = options.failStarts ?? 0;
  const underWay: { finish: () => void } = { finish: () => undefined };
  const holdStarts = { on: false };
  const supervisor = new Supervisor(first, {
    name: 'api-1',
    clock,
    backoff: POLICY,
    log: (line) => lines.push(line),
    start: async () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('api-1 exited before it was ready');
      }
      const process = new FakeProcess();
      if (holdStarts.on) await new Promise<void>((resolve) => (underWay.finish = resolve));
      starts.push(process);
      return process;
    },
  });
  const finishStart = () => underWay.finish();
  return { clock, first, starts, lines, supervisor, holdStarts, finishStart };
}

describe('the supervisor of an API instance', () => {
  it('restarts an instance that exits on its own after 1 s, doubling the wait to a 30 s cap while it keeps failing', async () => {
    const { clock, first, starts, supervisor, lines } = supervise();
    let running = first;
    for (let i = 0; i < 7; i++) {
      running.crash();
      await settle();
      clock.advance(clock.waits.at(-1) ?? 0);
      await settle();
      assert.equal(starts.length, i + 1, `restart ${i + 1} is up`);
      running = supervisor.current;
      assert.equal(running, starts[i]);
    }
    assert.deepEqual(clock.waits, [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    assert.match(lines[0] ?? '', /api-1 \(pid \d+\) exited \(killed by SIGKILL\) after 0 s: restarting in 1 s/);
    assert.match(lines[1] ?? '', /api-1 restarted \(pid \d+\)/);
  });

  it('waits 1 s again once an instance has stayed up a minute', async () => {
    const { clock, first, supervisor } = supervise();
    first.crash();
    await settle();
    clock.advance(1000);
    await settle();
    supervisor.current.crash();
    await settle();
    clock.advance(2000);
    await settle();
    // up a minute, then down again: a new run of failures
    clock.advance(60_000);
    supervisor.current.crash();
    await settle();
    assert.deepEqual(clock.waits, [1000, 2000, 1000]);
  });

  it('counts a start that fails as a failure and tries again after the next wait', async () => {
    const { clock, first, starts, lines } = supervise({ failStarts: 2 });
    first.crash();
    await settle();
    clock.advance(1000);
    await settle();
    clock.advance(2000);
    await settle();
    clock.advance(4000);
    await settle();
    assert.equal(starts.length, 1);
    assert.deepEqual(clock.waits, [1000, 2000, 4000]);
    assert.ok(
      lines.some((line) => /could not be restarted \(api-1 exited before it was ready\): next try in 2 s/.test(line)),
    );
  });

  it('restarts nothing once the cluster is stopping: a waiting restart is cancelled', async () => {
    const { clock, first, starts, supervisor } = supervise();
    first.crash();
    await settle();
    assert.equal(clock.pending, 1);
    await supervisor.stop();
    clock.advance(60_000);
    await settle();
    assert.equal(clock.pending, 0);
    assert.deepEqual(starts, []);
  });

  it('stops an instance whose restart was under way when the cluster began stopping, and starts no other', async () => {
    const { clock, first, starts, supervisor, holdStarts, finishStart } = supervise();
    holdStarts.on = true;
    first.crash();
    await settle();
    clock.advance(1000);
    await settle();
    const stopped = supervisor.stop();
    finishStart();
    await stopped;
    assert.equal(starts.length, 1);
    assert.equal(starts[0]?.stopped, true);
    assert.equal(clock.pending, 0);
  });

  it('does not restart an instance stopped on purpose', async () => {
    const { clock, first, starts, supervisor } = supervise();
    await supervisor.stop();
    await settle();
    assert.equal(first.stopped, true);
    assert.deepEqual(clock.waits, []);
    assert.deepEqual(starts, []);
  });
});

describe('the back-off', () => {
  it('is 1 s, 2 s, 4 s... up to 30 s', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 20].map((failures) => backoffDelay(failures, POLICY)),
      [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000],
    );
  });
});
