import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { playwrightSkippedTitles, progressCounts } from './test-reports';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function fileWith(name: string, content: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, content);
  return file;
}

describe('a runner stopped at its time limit', () => {
  it('is counted from the tests that finished, the stop itself as one failure', () => {
    const progress = fileWith(
      'progress',
      [
        { title: 'menu › lists the dishes', status: 'passed' },
        { title: 'cart › adds a combo line', status: 'failed' },
        { title: 'sweep › every route', status: 'interrupted' },
        { title: 'skipped on purpose', status: 'skipped' },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n'),
    );

    const counts = progressCounts(progress, 'Playwright', 10);

    expect(counts.passed).toBe(1);
    expect(counts.failed).toBe(2);
    expect(counts.note).toContain('4 test(s) finished');
    expect(counts.note).toContain('6 did not run');
    expect(counts.note).toContain('stopped half-way: sweep › every route');
    expect(counts.note).toContain('failed: cart › adds a combo line');
  });

  it('without any progress written still fails, saying so', () => {
    const counts = progressCounts(path.join(scratch, 'missing'), 'jest');
    expect(counts).toMatchObject({ passed: 0, failed: 1 });
    expect(counts.note).toContain('jest was stopped before its report: 0 test(s) finished');
  });

  it("names the tests Playwright's report lists as not run", () => {
    const report = fileWith(
      'report.json',
      JSON.stringify({
        suites: [
          {
            title: 'accessibility.spec.ts',
            specs: [],
            suites: [
              {
                title: 'accessibility',
                specs: [
                  { title: 'every route, light mode', tests: [{ status: 'expected' }] },
                  { title: 'dark mode', tests: [{ status: 'skipped' }] },
                ],
              },
            ],
          },
        ],
      }),
    );

    expect(playwrightSkippedTitles(report)).toEqual(['accessibility › dark mode']);
  });
});
