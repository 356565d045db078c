/** `npm run lint`: ESLint and Prettier's check, side by side (scripts/lib/lint.ts). Exits non-zero when either fails. */
import { lint } from './lib/lint';
import { stopChildrenOnSignal } from './lib/run';

async function main(): Promise<void> {
  stopChildrenOnSignal();
  const counts = await lint({ reactCompilerHints: true });
  if (counts.failed > 0) {
    console.error(`lint ${counts.note ?? 'failed'}`);
    process.exitCode = 1;
  }
}

void main();
