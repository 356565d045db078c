import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './front-ends';
import { run } from './run';

/** Lighthouse's default mobile CPU slowdown: it stands for a mid-range phone only on a host of benchmark index ~1,533. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host stand for Lighthouse's mid-range phone, from the benchmark index Lighthouse
 * measured on it: the formula of Lighthouse's CPU-throttling calculator (docs/throttling.md, "Calibrating multipliers";
 * 1,300 = 3×, 1,533 = 4×, 2,000 = 6×; 800 = 2×; 150 = 1×), never below 1.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

export interface LighthouseRun {
  performance: number | null;
  /** Lighthouse's SEO score (0-100), from the same run */
  seo: number | null;
  /** Lighthouse's best-practices score (0-100), from the same run */
  bestPractices: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's own measure of the host CPU, taken during the run (`environment.benchmarkIndex`) */
  benchmarkIndex: number | null;
  /** The CPU slowdown the run simulated */
  cpuSlowdown: number | null;
  /** The largest contentful paint's element, as Lighthouse quotes its HTML (`<img …>`); null when it names none */
  lcpElement: string | null;
  /** Where the LCP's time went (Lighthouse's phases: TTFB, load delay, load time, render delay), in ms */
  lcpPhases: Record<string, number>;
  /** The SEO and best-practices audits that cost those scores points (their ids), so a score under 100 says why */
  missedAudits: string[];
  /**
   * When the unthrottled load Lighthouse simulates from first painted, and when it fired `load`, in ms. Headless
   * Chromium sometimes holds the first frame until well after `load` (GoogleChrome/lighthouse#17148: viz stops
   * offering the page frames during a busy load); Lantern then counts every task before that frame into FCP and LCP.
   */
  observedFirstPaintMs: number | null;
  observedLoadMs: number | null;
  /** Where the load's main-thread time went, at the simulated slowdown */
  mainThread: MainThreadProfile;
}

/**
 * Lighthouse's diagnostics of the same load, at the simulated slowdown: its main-thread work by kind, the time spent
 * in each script, and the longest task after the first contentful paint (issue 59: at most 250 ms), each attributed to
 * the URL Lighthouse names (the script at the bottom of its stack; the document for parsing, style and layout).
 */
export interface MainThreadProfile {
  /** Lighthouse's groups (Script Evaluation, Style & Layout, Rendering, Other…), in ms */
  byKind: Record<string, number>;
  /** Each script's time, largest first: all of it, and its JS alone (what it evaluates and runs), in ms */
  byScript: Array<{ url: string; totalMs: number; scriptingMs: number }>;
  /** The longest task that starts at or after the first contentful paint; null when Lighthouse listed none */
  longestTaskAfterFcp: { url: string; startMs: number; durationMs: number } | null;
}

interface LighthouseReport {
  categories?: Record<string, { score?: number | null; auditRefs?: Array<{ id: string; weight: number }> }>;
  audits?: Record<string, { score?: number | null; numericValue?: number; details?: unknown }>;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}

/** The first `node.snippet` in an audit's details (its tables nest: a table of tables in Lighthouse 12). */
function firstSnippet(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const { node } = details as { node?: { snippet?: unknown } };
  if (typeof node?.snippet === 'string') return node.snippet;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(firstSnippet).find((s) => s !== null) : firstSnippet(value);
    if (found) return found;
  }
  return null;
}

/** The rows `{ phase, timing }` of an audit's details, wherever its tables nest them. */
function phasesOf(details: unknown, found: Record<string, number> = {}): Record<string, number> {
  if (typeof details !== 'object' || details === null) return found;
  const { phase, timing } = details as { phase?: unknown; timing?: unknown };
  if (typeof phase === 'string' && typeof timing === 'number') found[phase] = Math.round(timing);
  for (const value of Object.values(details)) {
    if (Array.isArray(value)) for (const item of value) phasesOf(item, found);
    else phasesOf(value, found);
  }
  return found;
}

/** The `details.items` rows of an audit, each a record (none when the audit is missing). */
function itemsOf(lhr: LighthouseReport, audit: string): Array<Record<string, unknown>> {
  const items = (lhr.audits?.[audit]?.details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items)
    ? items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}

const numberIn = (item: Record<string, unknown>, key: string): number =>
  typeof item[key] === 'number' ? item[key] : 0;
const textIn = (item: Record<string, unknown>, key: string): string => (typeof item[key] === 'string' ? item[key] : '');

/** The main-thread profile of a report (`MainThreadProfile`); `fcpMs` divides the tasks before and after it. */
function mainThreadOf(lhr: LighthouseReport, fcpMs: number | null): MainThreadProfile {
  const byKind: Record<string, number> = {};
  for (const item of itemsOf(lhr, 'mainthread-work-breakdown')) {
    byKind[textIn(item, 'groupLabel') || textIn(item, 'group')] = Math.round(numberIn(item, 'duration'));
  }
  const byScript = itemsOf(lhr, 'bootup-time')
    .map((item) => ({
      url: textIn(item, 'url'),
      totalMs: Math.round(numberIn(item, 'total')),
      scriptingMs: Math.round(numberIn(item, 'scripting')),
    }))
    .sort((a, b) => b.totalMs - a.totalMs);
  // Lighthouse lists the longest tasks (20 at most), with their simulated start and length
  const longest = itemsOf(lhr, 'long-tasks')
    .map((item) => ({
      url: textIn(item, 'url'),
      startMs: Math.round(numberIn(item, 'startTime')),
      durationMs: Math.round(numberIn(item, 'duration')),
    }))
    .filter((task) => fcpMs === null || task.startMs >= fcpMs)
    .sort((a, b) => b.durationMs - a.durationMs)[0];
  return { byKind, byScript, longestTaskAfterFcp: longest ?? null };
}

/** The figures of one Lighthouse JSON report (null when Lighthouse wrote none). */
export function readLighthouseReport(file: string): LighthouseRun | null {
  if (!existsSync(file)) return null;
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report !== 'object' || report === null) return null;
  const lhr = report as LighthouseReport;
  const scoreOf = (category: string): number | null => {
    const score = lhr.categories?.[category]?.score;
    return typeof score === 'number' ? Math.round(score * 100) : null;
  };
  const metric = (name: string): number | null => {
    const value = lhr.audits?.[name]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const observed = (lhr.audits?.metrics?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items?.[0];
  const observedMs = (name: string): number | null => {
    const value = observed?.[name];
    return typeof value === 'number' ? value : null;
  };
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  const cpuSlowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier;
  const fcpMs = metric('first-contentful-paint');
  return {
    performance: scoreOf('performance'),
    seo: scoreOf('seo'),
    bestPractices: scoreOf('best-practices'),
    fcpMs,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: typeof benchmarkIndex === 'number' ? benchmarkIndex : null,
    cpuSlowdown: typeof cpuSlowdown === 'number' ? cpuSlowdown : null,
    lcpElement: firstSnippet(lhr.audits?.['largest-contentful-paint-element']?.details),
    lcpPhases: phasesOf(lhr.audits?.['largest-contentful-paint-element']?.details),
    missedAudits: ['seo', 'best-practices'].flatMap((category) =>
      (lhr.categories?.[category]?.auditRefs ?? [])
        .filter(({ id, weight }) => weight > 0 && (lhr.audits?.[id]?.score ?? 1) < 1)
        .map(({ id }) => id),
    ),
    observedFirstPaintMs: observedMs('observedFirstPaint'),
    observedLoadMs: observedMs('observedLoad'),
    mainThread: mainThreadOf(lhr, fcpMs),
  };
}

export interface LighthouseOptions {
  chromiumPath: string;
  chromiumArgs: readonly string[];
  /** Where the JSON report is written */
  output: string;
  /** The simulated CPU slowdown; Lighthouse's default (4×) when not given */
  cpuSlowdown?: number;
}

/**
 * The categories each run scores: performance, and SEO and best practices from the same load (issue 56's targets), so
 * they cost no run of their own.
 */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'seo', 'best-practices'] as const;

/** One Lighthouse CLI run (mobile preset, simulated throttling, `LIGHTHOUSE_CATEGORIES`) launching the given Chromium. */
export async function runLighthouse(url: string, options: LighthouseOptions): Promise<LighthouseRun | null> {
  const result = await run(
    path.join(ROOT_DIR, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${options.output}`,
      `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
      `--chrome-flags=${[...options.chromiumArgs, '--headless=new'].join(' ')}`,
      ...(options.cpuSlowdown === undefined
        ? []
        : [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown.toFixed(2)}`]),
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: options.chromiumPath }, prefix: '[lighthouse]', timeoutMs: 180_000 },
  );
  if (result.code !== 0) return null;
  return readLighthouseReport(options.output);
}

export function median(values: readonly (number | null)[]): number | null {
  const numbers = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  return numbers[Math.floor(numbers.length / 2)] ?? null;
}
