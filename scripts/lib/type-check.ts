import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, TYPECHECK_DIRS } from './front-ends';
import { scaled } from './machine';
import { run } from './run';
import type { Counts } from './test-reports';

const MINUTE = 60_000;
const TSC = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsc');

/** `tsc --noEmit -p <dir>/tsconfig.json`: one package's type-check, as `npm test` and `npm run typecheck` run it. */
export async function typeCheck(dir: string): Promise<Counts> {
  const project = path.join(ROOT_DIR, dir, 'tsconfig.json');
  if (!existsSync(project)) return { passed: 0, failed: 0, note: 'no tsconfig.json (skipped)' };
  const result = await run(TSC, ['--noEmit', '-p', project], {
    prefix: `[tsc ${dir}]`,
    timeoutMs: scaled(8 * MINUTE),
  });
  // TS18003: the package has no source files yet; nothing to check is not a failure.
  if (result.code !== 0 && result.output.some((line) => line.includes('TS18003'))) {
    return { passed: 0, failed: 0, note: 'no sources yet (skipped)' };
  }
  return result.code === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1, note: result.timedOut ? 'stopped at its time limit' : undefined };
}

export interface PackageTypeCheck {
  dir: string;
  seconds: number;
  counts: Counts;
}

/**
 * Every package of TYPECHECK_DIRS, two at a time: tsc is single-threaded, so one after another left a core idle (35 s
 * of checks in a row on the CI machine, the demo remote's 11 s the longest). Results in the list's order; each
 * package's lines carry its `[tsc dir]` prefix.
 */
export async function typeCheckAll(): Promise<PackageTypeCheck[]> {
  const queue = [...TYPECHECK_DIRS];
  const checked = new Map<string, PackageTypeCheck>();
  const lane = async (): Promise<void> => {
    for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
      const startedAt = Date.now();
      const counts = await typeCheck(dir);
      checked.set(dir, { dir, seconds: (Date.now() - startedAt) / 1000, counts });
    }
  };
  await Promise.all([lane(), lane()]);
  return TYPECHECK_DIRS.flatMap((dir) => checked.get(dir) ?? []);
}
