import type { LighthouseRun } from './lighthouse';

/** A Lighthouse run for tests: nothing measured but the figures given. */
export function lighthouseRunWith(figures: Partial<LighthouseRun>): LighthouseRun {
  return {
    performance: null,
    seo: null,
    bestPractices: null,
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    benchmarkIndex: null,
    cpuSlowdown: null,
    lcpElement: null,
    lcpPhases: {},
    missedAudits: [],
    observedFirstPaintMs: null,
    observedLoadMs: null,
    mainThread: { byKind: {}, byScript: [], longestTaskAfterFcp: null },
    ...figures,
  };
}
