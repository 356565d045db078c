import { describe, expect, it } from '@jest/globals';
import type { MainThreadProfile } from './lighthouse';
import { lighthouseRunWith } from './lighthouse-fixture';
import { describeUrl, mainThreadTables, medianTbtRun } from './main-thread-report';

const run = (tbtMs: number, mainThread: MainThreadProfile) => lighthouseRunWith({ tbtMs, fcpMs: 1100, mainThread });

const quiet: MainThreadProfile = { byKind: {}, byScript: [], longestTaskAfterFcp: null };

describe("a page's main-thread report", () => {
  it('is printed from the run of median TBT', () => {
    const runs = [run(3000, quiet), run(1000, quiet), run(2000, quiet)];
    expect(medianTbtRun(runs)?.tbtMs).toBe(2000);
    expect(medianTbtRun([])).toBeNull();
  });

  it('names the document and Lighthouse’s own words as they are, a script by its file', () => {
    expect(describeUrl('http://127.0.0.1:4100/landing/homepage')).toBe('/landing/homepage (the document)');
    expect(describeUrl('Unattributable')).toBe('Unattributable');
    // no such built file: no source map to read its packages from
    expect(describeUrl('http://127.0.0.1:4100/no-such-chunk.js')).toBe('no-such-chunk.js');
  });

  it('shows the time by kind, the longest task after the first paint against 250 ms, and the longest scripts', () => {
    const profile: MainThreadProfile = {
      byKind: { 'Script Evaluation': 4802, 'Style & Layout': 1523 },
      byScript: [{ url: 'http://127.0.0.1:4100/landing/homepage', totalMs: 3283, scriptingMs: 947 }],
      longestTaskAfterFcp: { url: 'http://127.0.0.1:4100/no-such-chunk.js', startMs: 4479, durationMs: 965 },
    };
    const report = mainThreadTables(['/landing/homepage', '/auth/login'], {
      '/landing/homepage': [run(2964, profile)],
    });
    const lines = report.split('\n');
    expect(lines.find((line) => line.startsWith('/landing/homepage') && line.includes('4802 ms'))).toMatch(
      /2964 ms +4802 ms +1523 ms +- /,
    );
    expect(lines.find((line) => line.includes('no-such-chunk.js'))).toMatch(
      /965 ms +\+715 ms +4479 ms +no-such-chunk\.js/,
    );
    expect(lines.find((line) => line.includes('(the document)'))).toMatch(/3283 ms +947 ms$/);
    // a page without runs has a row of dashes, never a missing row
    expect(lines.filter((line) => line.startsWith('/auth/login'))).toHaveLength(2);
  });
});
