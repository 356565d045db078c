import path from 'node:path';
import { ROOT_DIR } from './front-ends';
import { scaled } from './machine';
import { run } from './run';
import type { Counts } from './test-reports';

const BIN = path.join(ROOT_DIR, 'node_modules', '.bin');

/**
 * ESLint (boundaries, hooks, import order) and Prettier's check of every file, as `npm run lint` and `npm test` run
 * them. `reactCompilerHints`: the React Compiler's review hints, warnings that fail nothing, which `npm run lint` shows
 * and `npm test` leaves out: the compiler's analysis of every component was three quarters of ESLint's time (47 of
 * 62 s of rule time on remote-demo). Both are single-threaded by default and neither reads the other's output, so they run side by side and ESLint
 * lints on two threads (its `auto` picks half the cores: none on a 2-core machine, where it is the longest check).
 */
export async function lint(options: { reactCompilerHints: boolean }): Promise<Counts> {
  const [eslint, prettier] = await Promise.all([
    run(path.join(BIN, 'eslint'), ['--concurrency=2', '.'], {
      prefix: '[eslint]',
      timeoutMs: scaled(10 * 60_000),
      env: { ...process.env, REACT_COMPILER_HINTS: options.reactCompilerHints ? 'on' : 'off' },
    }),
    run(path.join(BIN, 'prettier'), ['--check', '.'], { prefix: '[prettier]', timeoutMs: scaled(5 * 60_000) }),
  ]);
  const failedTools = [eslint.code !== 0 && 'eslint', prettier.code !== 0 && 'prettier --check (npm run format)'];
  const failed = failedTools.filter((tool) => typeof tool === 'string');
  return failed.length === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1, note: `failed: ${failed.join(', ')}` };
}
