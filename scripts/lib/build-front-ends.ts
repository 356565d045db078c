import { FRONT_END_DIRS, hasPackage, staleReason } from './front-ends';
import { scaled } from './machine';
import { run } from './run';

export interface BuildOutcome {
  dir: string;
  ok: boolean;
  skipped: boolean;
  seconds: number;
}

/**
 * Builds the front ends one after another: the machine has 2 cores and each webpack build uses both,
 * so running them in parallel is slower and risks running out of memory.
 */
export async function buildFrontEnds(options: { onlyStale: boolean }): Promise<BuildOutcome[]> {
  const outcomes: BuildOutcome[] = [];
  for (const dir of FRONT_END_DIRS) {
    if (!hasPackage(dir)) continue;
    const reason = options.onlyStale ? staleReason(dir) : 'full build';
    if (reason === null) {
      outcomes.push({ dir, ok: true, skipped: true, seconds: 0 });
      continue;
    }
    console.log(`\n[build] ${dir}: ${reason}`);
    const startedAt = Date.now();
    const result = await run('npm', ['run', 'build', '-w', dir], { timeoutMs: scaled(15 * 60_000) });
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(`[build] ${dir}: ${result.code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    outcomes.push({ dir, ok: result.code === 0, skipped: false, seconds });
  }
  return outcomes;
}
