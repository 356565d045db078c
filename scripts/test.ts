/**
 * `npm test`: every check of the repository, in order, continuing after a failure so one run shows everything:
 * type-check of each package, lint, front-end unit tests, API tests (PGlite and PostgreSQL), build of every
 * front end, the cluster tests (nginx in front of API instances), end-to-end tests on the production build. The LAST
 * line is `N passed, N failed`: tests of every runner plus one per non-test step. Exits non-zero when anything failed.
 *
 * Every stage has a time limit, a guard against a hang rather than a pass mark: generous, and multiplied by how much
 * slower than the reference this machine measures at the start (or by TEST_TIME_SCALE), as is every timeout of the
 * runners (jest's and Playwright's configs read TEST_TIME_SCALE). A stage stopped at its limit still reports what
 * finished, and nothing a stage started outlives it.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontEnds } from './lib/build-front-ends';
import { HOST_DIR, REMOTES, ROOT_DIR } from './lib/front-ends';
import { killLeftoversNow, LEFTOVERS_FILE_ENV, stopLeftovers } from './lib/leftovers';
import { lint } from './lib/lint';
import { describeMachine, machineFigures, timeScale } from './lib/machine';
import { run, stopChildrenOnSignal, type RunResult } from './lib/run';
import { testBrowserPath } from './lib/test-browser';
import {
  jestCounts,
  nodeTestCounts,
  playwrightCounts,
  playwrightSkippedTitles,
  progressCounts,
  type Counts,
} from './lib/test-reports';
import { typeCheckAll } from './lib/type-check';

interface StepResult extends Counts {
  name: string;
  seconds: number;
}

const BIN = path.join(ROOT_DIR, 'node_modules', '.bin');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'restaurant-test-'));
const leftoversFile = path.join(reportDir, 'leftovers.ndjson');
const results: StepResult[] = [];

const figures = machineFigures();
const scale = timeScale(figures);
/** A minute of the reference machine, on this one. */
const MINUTE = Math.round(60_000 * scale);

function banner(title: string): void {
  console.log(`\n${'='.repeat(8)} ${title} ${'='.repeat(Math.max(8, 70 - title.length))}`);
}

async function step(name: string, body: () => Promise<Counts>): Promise<void> {
  banner(name);
  const startedAt = Date.now();
  let counts: Counts;
  try {
    counts = await body();
  } catch (error) {
    console.error(`[test] ${name} crashed:`, error);
    counts = { passed: 0, failed: 1, note: 'step crashed' };
  }
  const stopped = await stopLeftovers(leftoversFile);
  if (stopped.length > 0) {
    console.log(`[test] stopped what ${name} left running: ${stopped.join(', ')}`);
    counts = {
      ...counts,
      note: [counts.note, `left running, stopped: ${stopped.join(', ')}`].filter(Boolean).join('; '),
    };
  }
  results.push({ name, seconds: (Date.now() - startedAt) / 1000, ...counts });
}

function limitNote(result: RunResult, limitMs: number): string {
  return result.timedOut ? `stopped at its limit of ${Math.round(limitMs / 60_000)} min` : '';
}

function joinNotes(...notes: Array<string | undefined>): string {
  return notes.filter(Boolean).join(', ');
}

/** The packages of the front-end jest run (jest.config.cjs), each run alone when the combined run writes no report. */
const FRONT_END_PACKAGES = ['shared', HOST_DIR, ...REMOTES.map((remote) => remote.dir)];

const JEST_LIMIT_MS = 25 * MINUTE;

/**
 * Runs jest (`command args`, then jest's own arguments) with its usual output, its --json report at the end and a
 * progress line per test as it goes. The counts come from the report, or from the progress lines when jest had to be
 * stopped at its limit; null when jest wrote no report at all.
 */
async function jestRun(
  command: string,
  args: readonly string[],
  report: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Counts | null> {
  const progress = `${report}.progress`;
  const result = await run(
    command,
    [
      ...args,
      '--ci',
      '--passWithNoTests',
      '--json',
      `--outputFile=${report}`,
      '--reporters=default',
      `--reporters=${path.join(ROOT_DIR, 'scripts', 'jest', 'progress-reporter.cjs')}`,
    ],
    { env: { ...env, JEST_PROGRESS_FILE: progress }, timeoutMs: JEST_LIMIT_MS },
  );
  if (result.timedOut) {
    const counts = progressCounts(progress, 'jest');
    return { ...counts, note: joinNotes(limitNote(result, JEST_LIMIT_MS), counts.note) };
  }
  return existsSync(report) ? jestCounts(report, result.code) : null;
}

const frontEndJest = (report: string, env?: NodeJS.ProcessEnv) =>
  jestRun(path.join(BIN, 'jest'), ['--config', path.join(ROOT_DIR, 'jest.config.cjs')], report, env);

async function frontEndUnitTests(): Promise<Counts> {
  const report = path.join(reportDir, 'jest-front-end.json');
  const counts = await frontEndJest(report);
  if (counts) return counts;

  // No report: jest stopped before running anything (typically one package's invalid config). Run each package
  // alone so the others still count and the broken one is named.
  console.log('[test] the combined jest run wrote no report: running each front-end package alone');
  const total: Counts = { passed: 0, failed: 0 };
  const broken: string[] = [];
  for (const dir of FRONT_END_PACKAGES.filter((name) => existsSync(path.join(ROOT_DIR, name, 'package.json')))) {
    const packageReport = path.join(reportDir, `jest-${dir}.json`);
    const counts =
      (await frontEndJest(packageReport, { ...process.env, JEST_PACKAGES: dir })) ?? jestCounts(packageReport, 1);
    total.passed += counts.passed;
    total.failed += counts.failed;
    if (!existsSync(packageReport)) broken.push(dir);
  }
  return { ...total, note: broken.length > 0 ? `no jest report for ${broken.join(', ')}` : 'per-package runs' };
}

function workspaceHasScript(dir: string, script: string): boolean {
  const manifest = path.join(ROOT_DIR, dir, 'package.json');
  if (!existsSync(manifest)) return false;
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('scripts' in parsed)) return false;
  const { scripts } = parsed;
  return typeof scripts === 'object' && scripts !== null && script in scripts;
}

async function apiTests(): Promise<Counts> {
  if (!workspaceHasScript('api', 'test')) return { passed: 0, failed: 0, note: 'api has no test script (skipped)' };
  const report = path.join(reportDir, 'jest-api.json');
  // The API's jest runs both engines (PGlite, and PostgreSQL via TEST_DATABASE_URL or a throw-away cluster).
  return (await jestRun('npm', ['test', '-w', 'api', '--'], report)) ?? jestCounts(report, 1);
}

/**
 * nginx in front of two API instances on a throw-away PostgreSQL (scripts/cluster), over real HTTP on loopback. After
 * the build: its header test compares nginx's answers for the built files with the site server's. Without nginx the
 * suite says so and counts as skipped (.ci/run installs it).
 */
async function clusterTests(): Promise<Counts> {
  const report = path.join(reportDir, 'cluster.tap');
  const clusterDir = path.join(ROOT_DIR, 'scripts', 'cluster');
  const result = await run(
    path.join(BIN, 'tsx'),
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${report}`,
      ...readdirSync(clusterDir)
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join(clusterDir, name)),
    ],
    { timeoutMs: 15 * MINUTE },
  );
  const counts = nodeTestCounts(report, result.code);
  return { ...counts, note: joinNotes(limitNote(result, 15 * MINUTE), counts.note) };
}

async function endToEnd(buildOk: boolean): Promise<Counts> {
  const config = path.join(ROOT_DIR, 'e2e', 'playwright.config.ts');
  if (!existsSync(config)) return { passed: 0, failed: 0, note: 'no e2e/playwright.config.ts (skipped)' };
  const report = path.join(reportDir, 'playwright.json');
  const progress = path.join(reportDir, 'playwright.progress');
  const reporters = ['list', 'json', path.join(ROOT_DIR, 'e2e', 'support', 'progress-reporter.ts')];
  // A guard against a hung run, not a pass mark: the suite needs about 24 min on a 2-core machine of CPU score 164, and
  // 20 stopped a passing run with its release spec (2.5 min alone, its builds slower beside other tests) unfinished.
  const limitMs = 30 * MINUTE;
  const result = await run(path.join(BIN, 'playwright'), ['test', '-c', config, `--reporter=${reporters.join(',')}`], {
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      E2E_PROGRESS_FILE: progress,
      // The build step just ran: the web server serves what it produced instead of rebuilding after a failure.
      E2E_NO_BUILD: '1',
    },
    timeoutMs: limitMs,
    // as on a Ctrl-C: Playwright stops its tests and web servers and writes its report of what finished
    stopSignal: 'SIGINT',
    graceMs: 2 * MINUTE,
  });
  const counts = existsSync(report) ? playwrightCounts(report, result.code) : progressCounts(progress, 'Playwright');
  const notRun = result.timedOut && existsSync(report) ? playwrightSkippedTitles(report) : [];
  return {
    ...counts,
    note: joinNotes(
      `in ${path.basename(testBrowserPath())}`,
      limitNote(result, limitMs),
      counts.note,
      notRun.length > 0 ? `did not run: ${notRun.join('; ')}` : undefined,
      buildOk ? undefined : '(after a failed build)',
    ),
  };
}

function printSummary(): { passed: number; failed: number } {
  banner('summary');
  const width = Math.max(...results.map((result) => result.name.length));
  for (const result of results) {
    const status = result.failed > 0 ? 'FAIL' : result.passed > 0 ? 'ok  ' : 'skip';
    const counts = `${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed`;
    console.log(
      `${status}  ${result.name.padEnd(width)}  ${counts}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.note ?? ''}`,
    );
  }
  return {
    passed: results.reduce((sum, result) => sum + result.passed, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
  };
}

const STEPS = ['typecheck', 'lint', 'unit', 'api', 'build', 'cluster', 'e2e'] as const;
type StepName = (typeof STEPS)[number];

/** `npm test -- --only=lint,unit` runs a subset while iterating; CI always runs everything. */
function selectedSteps(): Set<StepName> {
  const only = process.argv.find((arg) => arg.startsWith('--only='));
  if (!only) return new Set(STEPS);
  const wanted = only.slice('--only='.length).split(',');
  return new Set(STEPS.filter((name) => wanted.includes(name)));
}

async function main(): Promise<void> {
  stopChildrenOnSignal();
  process.env[LEFTOVERS_FILE_ENV] = leftoversFile;
  // the runners' own timeouts (jest.config.cjs, e2e/playwright.config.ts) follow the same factor
  process.env.TEST_TIME_SCALE = String(scale);
  // even when this process dies (a crash, a second Ctrl-C), what its stages started does not outlive it
  process.on('exit', () => {
    killLeftoversNow(leftoversFile);
    rmSync(reportDir, { recursive: true, force: true });
  });
  console.log(`[test] machine: ${describeMachine(figures, scale)}`);
  const startedAt = Date.now();
  const steps = selectedSteps();
  if (steps.has('typecheck')) {
    banner('type-check');
    for (const { dir, seconds, counts } of await typeCheckAll()) {
      results.push({ name: `type-check ${dir}`, seconds, ...counts });
    }
  }
  if (steps.has('lint')) await step('lint', () => lint({ reactCompilerHints: false }));
  if (steps.has('unit')) await step('front-end unit tests', frontEndUnitTests);
  if (steps.has('api')) await step('API tests', apiTests);

  let buildOk = true;
  if (steps.has('build')) {
    banner('build');
    for (const outcome of await buildFrontEnds({ onlyStale: false })) {
      buildOk &&= outcome.ok;
      const counts = outcome.ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
      results.push({ name: `build ${outcome.dir}`, seconds: outcome.seconds, ...counts });
    }
  }

  if (steps.has('cluster')) await step('cluster (nginx, 2 API instances, PostgreSQL)', clusterTests);
  if (steps.has('e2e')) await step('e2e (Playwright, Chromium)', () => endToEnd(buildOk));

  const total = printSummary();
  rmSync(reportDir, { recursive: true, force: true });
  console.log(
    `[test] machine: ${describeMachine(figures, scale)}; ${((Date.now() - startedAt) / 60_000).toFixed(1)} min in all`,
  );
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exitCode = total.failed > 0 ? 1 : 0;
}

void main();
