/**
 * `npm run typecheck`: `tsc --noEmit` for every package of TYPECHECK_DIRS (the list `npm test` checks), two at a
 * time (`typeCheckAll`). Exits non-zero when any package has a type error.
 */
import { stopChildrenOnSignal } from './lib/run';
import { typeCheckAll } from './lib/type-check';

async function main(): Promise<void> {
  stopChildrenOnSignal();
  const failed: string[] = [];
  for (const { dir, counts } of await typeCheckAll()) {
    const status = counts.failed > 0 ? 'FAIL' : counts.passed > 0 ? 'ok  ' : 'skip';
    console.log(`${status}  ${dir}${counts.note ? `  ${counts.note}` : ''}`);
    if (counts.failed > 0) failed.push(dir);
  }
  if (failed.length > 0) {
    console.error(`type errors in: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

void main();
