import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  note?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberField(record: Record<string, unknown>, key: string): number {
  const value = record[key];
  return typeof value === 'number' ? value : 0;
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Counts from jest's `--json` report: every test, plus every suite that failed to run at all (a compile error
 * or a crash in set-up has no test results but is a failure). A non-zero exit with nothing counted as failed
 * (a crash before the report, a coverage threshold...) still counts as one failure.
 */
export function jestCounts(file: string, exitCode: number): Counts {
  const report = readJson(file);
  if (!isRecord(report)) return { passed: 0, failed: 1, note: 'no jest report was written' };
  const passed = numberField(report, 'numPassedTests');
  let failed = numberField(report, 'numFailedTests') + numberField(report, 'numRuntimeErrorTestSuites');
  const suites = numberField(report, 'numTotalTestSuites');
  let note = `${suites} suite${suites === 1 ? '' : 's'}`;
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    note += `, jest exited ${exitCode}`;
  }
  return { passed, failed, note };
}

/**
 * Counts from Playwright's JSON reporter: `expected` passed, `flaky` passed on retry (counted as passed, and
 * named in the note), `unexpected` failed; errors outside tests (web server did not start, config error) fail too.
 */
export function playwrightCounts(file: string, exitCode: number): Counts {
  const report = readJson(file);
  if (!isRecord(report) || !isRecord(report.stats))
    return { passed: 0, failed: 1, note: 'no Playwright report was written' };
  const { stats } = report;
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  const flaky = numberField(stats, 'flaky');
  const passed = numberField(stats, 'expected') + flaky;
  let failed = numberField(stats, 'unexpected') + errors;
  const notes = [`${numberField(stats, 'skipped')} skipped`];
  if (flaky > 0) notes.push(`${flaky} flaky`);
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push(`playwright exited ${exitCode}`);
  }
  return { passed, failed, note: notes.join(', ') };
}

/** The titles of the tests a Playwright JSON report lists as skipped: after a stopped run, those that did not run. */
export function playwrightSkippedTitles(file: string): string[] {
  const report = readJson(file);
  const titles: string[] = [];
  const visit = (suite: unknown, parents: string[]): void => {
    if (!isRecord(suite)) return;
    const title = typeof suite.title === 'string' && suite.title !== '' ? [...parents, suite.title] : parents;
    for (const spec of Array.isArray(suite.specs) ? suite.specs : []) {
      if (!isRecord(spec) || !Array.isArray(spec.tests)) continue;
      const skipped = spec.tests.some((test) => isRecord(test) && test.status === 'skipped');
      if (skipped) titles.push([...title.slice(1), String(spec.title)].join(' › '));
    }
    for (const child of Array.isArray(suite.suites) ? suite.suites : []) visit(child, title);
  };
  if (isRecord(report) && Array.isArray(report.suites)) for (const suite of report.suites) visit(suite, []);
  return titles;
}

/**
 * Counts from node:test's TAP report (its closing `# pass N`, `# fail N`, `# cancelled N`, `# skipped N` lines):
 * a cancelled test (its suite's set-up failed) is a failure. A non-zero exit with nothing counted as failed still
 * counts as one failure.
 */
export function nodeTestCounts(file: string, exitCode: number): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: 'no node:test report was written' };
  const tap = readFileSync(file, 'utf8');
  const total = (name: string): number => {
    const match = new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap);
    return match ? Number(match[1]) : 0;
  };
  const passed = total('pass');
  let failed = total('fail') + total('cancelled');
  const skipped = total('skipped');
  const notes = skipped > 0 ? [`${skipped} skipped`] : [];
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push(`node --test exited ${exitCode}`);
  }
  return { passed, failed, note: notes.join(', ') || undefined };
}

/**
 * Counts from the progress lines a runner's reporter writes as each test finishes (e2e/support/progress-reporter.ts,
 * scripts/jest/progress-reporter.cjs): what a run that was stopped before its report finished. A test stopped half-way
 * (`interrupted`) is named as not finished, not counted as passed or failed; the stop itself is one failure.
 */
export function progressCounts(file: string, runner: string, expectedTotal?: number): Counts {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const outcomes = lines
    .filter((line) => line.trim() !== '')
    .map((line) => readJsonLine(line))
    .filter((outcome) => outcome !== null);
  const passed = outcomes.filter((outcome) => outcome.status === 'passed').length;
  const failed = outcomes.filter((outcome) => !['passed', 'skipped', 'interrupted'].includes(outcome.status));
  const unfinished = outcomes.filter((outcome) => outcome.status === 'interrupted').map((outcome) => outcome.title);
  const notes = [`${runner} was stopped before its report: ${outcomes.length} test(s) finished`];
  if (expectedTotal !== undefined) notes.push(`${Math.max(0, expectedTotal - outcomes.length)} did not run`);
  if (unfinished.length > 0) notes.push(`stopped half-way: ${unfinished.join('; ')}`);
  if (failed.length > 0) notes.push(`failed: ${failed.map((outcome) => outcome.title).join('; ')}`);
  return { passed, failed: failed.length + 1, note: notes.join(', ') };
}

interface ProgressLine {
  title: string;
  status: string;
}

function readJsonLine(line: string): ProgressLine | null {
  try {
    const parsed: unknown = JSON.parse(line);
    if (!isRecord(parsed) || typeof parsed.title !== 'string' || typeof parsed.status !== 'string') return null;
    return { title: parsed.title, status: parsed.status };
  } catch {
    return null;
  }
}
