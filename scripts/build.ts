/**
 * `npm run build`: builds every front end, two at a time. `--stale` builds only those whose dist/ is
 * missing or older than their sources (what `npm start` does before serving).
 */
import { buildFrontEnds } from './lib/build-front-ends';
import { stopChildrenOnSignal } from './lib/run';

async function main(): Promise<void> {
  stopChildrenOnSignal();
  const outcomes = await buildFrontEnds({ onlyStale: process.argv.includes('--stale') });
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length > 0) {
    console.error(`\n[build] failed: ${failed.map((outcome) => outcome.dir).join(', ')}`);
    process.exitCode = 1;
  }
}

void main();
