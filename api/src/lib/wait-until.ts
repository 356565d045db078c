import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until the clock reads `instant` (rejects with an AbortError when `signal` aborts). What a job that runs at a
 * time of day waits with: the app takes it beside `now`, so a test moves both with its own clock.
 */
export type WaitUntil = (instant: Date, signal: AbortSignal) => Promise<void>;

/** The longest single timer: a clock set meanwhile (NTP, a resumed virtual machine) is noticed within this. */
const RECHECK_MS = 60_000;

/** Waits on real timers, reading the time from `now`. */
export function waitUntilOn(now: () => Date): WaitUntil {
  return async (instant, signal) => {
    for (;;) {
      const left = instant.getTime() - now().getTime();
      if (left <= 0) return;
      // unref: a wait alone must not keep a process (or a test) alive
      await sleep(Math.min(left, RECHECK_MS), undefined, { signal, ref: false });
    }
  };
}
