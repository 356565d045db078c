/**
 * Where a page's main-thread time goes, for `npm run bench` (issue 59: attribute the time above the floor, and print
 * the longest task after the first paint, attributed): Lighthouse's own diagnostics of one run per page (the run of
 * median TBT), at the simulated slowdown, with each script named by the packages most of its bytes come from.
 */
import { existsSync, readFileSync } from 'node:fs';
import { againstTarget } from './interaction';
import type { LighthouseRun } from './lighthouse';
import { attribute, fileOf } from './package-attribution';
import { milliseconds, textTable } from './text-table';

/** Issue 59: no single task over 250 ms after the first paint, at the calibrated slowdown. */
export const LONGEST_TASK_TARGET_MS = 250;

/** Lighthouse's groups of main-thread work, in the order the table shows them. */
const KINDS = [
  'Script Evaluation',
  'Style & Layout',
  'Rendering',
  'Parse HTML & CSS',
  'Script Parsing & Compilation',
  'Garbage Collection',
  'Other',
] as const;

/** Scripts listed per page, longest first. */
const SCRIPTS_PER_PAGE = 4;

/** The run whose TBT is the median of the page's runs (the one its diagnostics are printed from). */
export function medianTbtRun(runs: readonly LighthouseRun[]): LighthouseRun | null {
  const sorted = runs.filter((run) => run.tbtMs !== null).sort((a, b) => (a.tbtMs ?? 0) - (b.tbtMs ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

const packagesByUrl = new Map<string, string>();

/**
 * What a URL Lighthouse names is: a script, with the packages most of its bytes come from (by its source map, as the
 * byte budget splits them: `react-dom 97%`); the page's document (its HTML parsing, style and layout); or Lighthouse's
 * own word (`Unattributable`).
 */
export function describeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const name = parsed.pathname.split('/').at(-1) ?? parsed.pathname;
  if (!parsed.pathname.endsWith('.js')) return `${parsed.pathname} (the document)`;
  let packages = packagesByUrl.get(url);
  if (packages === undefined) {
    const file = fileOf(url);
    packages = '';
    if (existsSync(file)) {
      const body = readFileSync(file);
      const totals = new Map<string, number>();
      attribute({ url, body }, totals);
      packages = [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 2)
        .map(([owner, bytes]) => `${owner} ${Math.round((100 * bytes) / body.length)}%`)
        .join(', ');
    }
    packagesByUrl.set(url, packages);
  }
  return packages === '' ? name : `${name} (${packages})`;
}

/** The three tables: main-thread time by kind, the longest task after the first paint, the longest scripts. */
export function mainThreadTables(routes: readonly string[], runsByRoute: Record<string, LighthouseRun[]>): string {
  const chosen = routes.map((route) => ({ route, run: medianTbtRun(runsByRoute[route] ?? []) }));
  const byKind = textTable(
    ['page', 'TBT', ...KINDS],
    chosen.map(({ route, run }) => [
      route,
      milliseconds(run?.tbtMs),
      ...KINDS.map((kind) => milliseconds(run?.mainThread.byKind[kind])),
    ]),
  );
  const longest = textTable(
    ['page', 'longest task after FCP', `target ${LONGEST_TASK_TARGET_MS} ms`, 'starts at', 'attributed to'],
    chosen.map(({ route, run }) => {
      const task = run?.mainThread.longestTaskAfterFcp ?? null;
      return [
        route,
        milliseconds(task?.durationMs),
        againstTarget(task?.durationMs ?? null, LONGEST_TASK_TARGET_MS),
        milliseconds(task?.startMs),
        task === null ? '-' : describeUrl(task.url),
      ];
    }),
    [0, 4],
  );
  const scripts = textTable(
    ['page', 'script', 'all its time', 'its JS'],
    chosen.flatMap(({ route, run }) =>
      (run?.mainThread.byScript ?? [])
        .slice(0, SCRIPTS_PER_PAGE)
        .map((script) => [
          route,
          describeUrl(script.url),
          milliseconds(script.totalMs),
          milliseconds(script.scriptingMs),
        ]),
    ),
    [0, 1],
  );
  return [
    'Main thread by kind (the run of median TBT, at the simulated slowdown):',
    byKind,
    '',
    'Longest task after the first contentful paint (Lighthouse attributes a task to the script at the bottom of its stack):',
    longest,
    '',
    `Scripts taking the most time, ${SCRIPTS_PER_PAGE} per page ("all its time": its JS and the style, layout and ` +
      'parsing it caused; the document: the HTML parser and what no script caused):',
    scripts,
  ].join('\n');
}
