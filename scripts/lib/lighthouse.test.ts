import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { calibratedCpuSlowdown, median, readLighthouseReport } from './lighthouse';

describe('the calibrated CPU slowdown', () => {
  it.each([
    [1533, 4],
    [1300, 3],
    [2000, 6],
    [2510, 8.19],
    [800, 2],
    [1050, 2.5],
    [150, 1],
  ])('is %p benchmark index → %p× as Lighthouse’s calculator says', (index, slowdown) => {
    expect(calibratedCpuSlowdown(index)).toBeCloseTo(slowdown, 2);
  });

  it('never speeds a very slow host up', () => {
    expect(calibratedCpuSlowdown(40)).toBe(1);
  });
});

describe('a Lighthouse report', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-report-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('gives the scores (performance, SEO, best practices) with the audits that cost points, the host’s benchmark index, the slowdown used and when the unthrottled load first painted', () => {
    const file = path.join(folder, 'report.json');
    writeFileSync(
      file,
      JSON.stringify({
        categories: {
          performance: { score: 0.746 },
          seo: { score: 1, auditRefs: [{ id: 'is-crawlable', weight: 4.04 }] },
          'best-practices': {
            score: 0.962,
            auditRefs: [
              { id: 'errors-in-console', weight: 1 },
              { id: 'inspector-issues', weight: 0 },
            ],
          },
        },
        audits: {
          'is-crawlable': { score: 1 },
          'errors-in-console': { score: 0 },
          // a failed audit of no weight costs no points: not named
          'inspector-issues': { score: 0 },
          'first-contentful-paint': { numericValue: 898 },
          'largest-contentful-paint': { numericValue: 1697 },
          'total-blocking-time': { numericValue: 1486 },
          'cumulative-layout-shift': { numericValue: 0.01 },
          // the unthrottled load the metrics are simulated from
          metrics: { details: { type: 'debugdata', items: [{ observedFirstPaint: 1378, observedLoad: 508 }] } },
          // Lighthouse 12: a table of tables, the element in the first one's first row
          'largest-contentful-paint-element': {
            details: {
              type: 'list',
              items: [
                { type: 'table', items: [{ node: { type: 'node', snippet: '<img src="/api/photos/a-640.jpg">' } }] },
                {
                  type: 'table',
                  items: [
                    { phase: 'TTFB', timing: 600.4 },
                    { phase: 'Load Delay', timing: 120 },
                  ],
                },
              ],
            },
          },
        },
        environment: { benchmarkIndex: 2510 },
        configSettings: { throttling: { cpuSlowdownMultiplier: 8.19 } },
      }),
    );
    expect(readLighthouseReport(file)).toEqual({
      performance: 75,
      seo: 100,
      bestPractices: 96,
      fcpMs: 898,
      lcpMs: 1697,
      tbtMs: 1486,
      cls: 0.01,
      benchmarkIndex: 2510,
      cpuSlowdown: 8.19,
      lcpElement: '<img src="/api/photos/a-640.jpg">',
      lcpPhases: { TTFB: 600, 'Load Delay': 120 },
      missedAudits: ['errors-in-console'],
      observedFirstPaintMs: 1378,
      observedLoadMs: 508,
      mainThread: { byKind: {}, byScript: [], longestTaskAfterFcp: null },
    });
  });

  it("gives where the main thread's time went: by kind, by script, and the longest task after the first paint", () => {
    const file = path.join(folder, 'profile.json');
    writeFileSync(
      file,
      JSON.stringify({
        audits: {
          'first-contentful-paint': { numericValue: 1100 },
          'mainthread-work-breakdown': {
            details: {
              items: [
                { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 4802.4 },
                { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 1523.2 },
              ],
            },
          },
          'bootup-time': {
            details: {
              items: [
                { url: 'http://127.0.0.1:4100/main.js', total: 168.2, scripting: 125.1, scriptParseCompile: 28 },
                { url: 'http://127.0.0.1:4100/landing/homepage', total: 3283.4, scripting: 947.2 },
              ],
            },
          },
          // Lighthouse lists the longest first; one starts before the first contentful paint and is not after it
          'long-tasks': {
            details: {
              items: [
                { url: 'Unattributable', duration: 1103, startTime: 777 },
                { url: 'http://127.0.0.1:4100/4998.js', duration: 965.4, startTime: 4479.2 },
                { url: 'http://127.0.0.1:4100/landing/homepage', duration: 456, startTime: 2871 },
              ],
            },
          },
        },
      }),
    );
    expect(readLighthouseReport(file)?.mainThread).toEqual({
      byKind: { 'Script Evaluation': 4802, 'Style & Layout': 1523 },
      byScript: [
        { url: 'http://127.0.0.1:4100/landing/homepage', totalMs: 3283, scriptingMs: 947 },
        { url: 'http://127.0.0.1:4100/main.js', totalMs: 168, scriptingMs: 125 },
      ],
      longestTaskAfterFcp: { url: 'http://127.0.0.1:4100/4998.js', startMs: 4479, durationMs: 965 },
    });
  });

  it('is nothing when Lighthouse wrote none', () => {
    expect(readLighthouseReport(path.join(folder, 'missing.json'))).toBeNull();
  });
});

describe('the median of runs', () => {
  it('skips runs without the figure and takes the middle one', () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([null])).toBeNull();
  });
});
