import { createHash } from 'node:crypto';
import os from 'node:os';

/**
 * What a run's figures depend on: how many cores, how fast one of them is right now. Printed at the start of
 * `npm test` (and `.ci/run`) so a slow run can be told from a broken one, and turned into the factor every time
 * limit of the test run is multiplied by.
 */
export interface MachineFigures {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  loadAverage: number;
  /** SHA-256 digests of a 1 KiB buffer one core computed in one second, in thousands */
  cpuScore: number;
}

/**
 * The CPU score of the machine the suite's limits were set on, quiet (a 2-core machine of the project's kind scored
 * 175-191 with every other process paused), so a machine, or a busy one, scoring half of it gets twice the time.
 */
export const REFERENCE_CPU_SCORE = 180;

/** A slower machine gets more time, never a faster one less: the limits are guards against hangs, not pass marks. */
const MAX_SCALE = 6;

/** One core, one second, a fixed piece of work: the count is the machine's speed as this run sees it. */
export function measureCpuScore(durationMs = 1000): number {
  const block = Buffer.alloc(1024, 7);
  const endAt = performance.now() + durationMs;
  let digests = 0;
  while (performance.now() < endAt) {
    for (let i = 0; i < 100; i += 1) createHash('sha256').update(block).digest();
    digests += 100;
  }
  return Math.round(digests / (durationMs / 1000) / 1000);
}

export function machineFigures(): MachineFigures {
  return {
    cores: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg()[0] ?? 0,
    cpuScore: measureCpuScore(),
  };
}

/**
 * The factor every time limit of the run is multiplied by: `TEST_TIME_SCALE` when set (a number ≥ 1), else how much
 * slower this machine measured than the reference, never below 1.
 */
export function timeScale(figures: Pick<MachineFigures, 'cpuScore'>, env: NodeJS.ProcessEnv = process.env): number {
  const named = Number(env.TEST_TIME_SCALE);
  if (env.TEST_TIME_SCALE && Number.isFinite(named) && named >= 1) return named;
  const measured = REFERENCE_CPU_SCORE / Math.max(1, figures.cpuScore);
  return Math.min(MAX_SCALE, Math.max(1, Math.round(measured * 10) / 10));
}

export function describeMachine(figures: MachineFigures, scale: number): string {
  return [
    `${figures.cores} cores (${figures.cpuModel})`,
    `${figures.memoryGiB} GiB`,
    `load ${figures.loadAverage.toFixed(2)}`,
    `CPU score ${figures.cpuScore} (reference ${REFERENCE_CPU_SCORE})`,
    `time limits ×${scale}`,
  ].join(', ');
}

/** `ms` on this machine: multiplied by the TEST_TIME_SCALE `npm test` sets (1 when unset). */
export function scaled(ms: number, env: NodeJS.ProcessEnv = process.env): number {
  const factor = Number(env.TEST_TIME_SCALE);
  return Number.isFinite(factor) && factor >= 1 ? Math.round(ms * factor) : ms;
}
