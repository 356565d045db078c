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
