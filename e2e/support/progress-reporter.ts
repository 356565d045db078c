import { appendFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Writes one line per finished test to the file E2E_PROGRESS_FILE names (nothing when unset). Playwright's JSON
 * report is written when the run ends; when `npm test` has to stop a run that overran its limit, these lines still
 * say what passed and failed, and the JSON's absence what did not run.
 */
export default class ProgressReporter implements Reporter {
  private readonly file = process.env.E2E_PROGRESS_FILE;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (!this.file) return;
    // a failed attempt that will be retried is not the test's outcome yet
    if (result.status !== 'passed' && result.status !== 'skipped' && result.retry < test.retries) return;
    const status = test.outcome() === 'flaky' ? 'passed' : result.status;
    appendFileSync(this.file, `${JSON.stringify({ title: test.titlePath().filter(Boolean).join(' › '), status })}\n`);
  }

  onEnd(_result: FullResult): void {}

  printsToStdio(): boolean {
    return false;
  }
}
