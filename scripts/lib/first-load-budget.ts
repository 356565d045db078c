/**
 * The first-load byte budget of issue 59, a check of `npm test` after the builds (never a timing): for each public
 * page, the JavaScript its first load downloads, gzip -9, at most 320 KB in all and at most 40 KB of it the product's
 * own code (everything that is not a library under node_modules: webpack's runtime and glue included). The split is
 * the bench's per-package attribution (package-attribution.ts, through each file's source map); a file's gzip bytes
 * are shared between libraries and own code in proportion to its raw bytes, the one deterministic split of a
 * compressed file. Libraries are loaded once and cached across every page and remote, so they have the larger share.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { paths } from '../../shared/src/router/paths';
import { ROOT_DIR } from './front-ends';
import { scaled } from './machine';
import { librarySplit, type OwnBytesKind, type ServedFile } from './package-attribution';
import { run } from './run';
import type { Counts } from './test-reports';

export const FIRST_LOAD_TOTAL_BUDGET = 320 * 1024;
export const FIRST_LOAD_OWN_BUDGET = 40 * 1024;

const OWN_KINDS: readonly OwnBytesKind[] = ['glue', 'texts', 'code'];

/** The public pages the budget is for (issue 59): homepage, menu, a dish, reservation, sign-in. */
export const BUDGET_PAGES: readonly string[] = [
  paths.landing.homepage,
  paths.landing.food,
  paths.foodDetail(1),
  paths.landing.reservation,
  paths.auth.login,
];

export interface FirstLoadFigures {
  route: string;
  files: number;
  gzipBytes: number;
  /** The product's own share of gzipBytes (see the file's comment for the split) */
  ownGzipBytes: number;
  /**
   * ownGzipBytes by kind, split the same way: webpack's and Module Federation's glue, the words (locale files), and
   * the code we wrote: where the own bytes go, and so what a cut can reach
   */
  ownGzipBytesByKind: Record<OwnBytesKind, number>;
  /** The files with no source map beside them: counted as own code */
  unmappedFiles: string[];
  /** Each file's path and its share of the figures, largest own share first */
  perFile: { path: string; gzipBytes: number; ownGzipBytes: number }[];
}

/** The figures of one page's first load from the files it downloaded. */
export function firstLoadFigures(route: string, files: readonly ServedFile[]): FirstLoadFigures {
  let gzipBytes = 0;
  let ownGzipBytes = 0;
  const byKind: Record<OwnBytesKind, number> = { glue: 0, texts: 0, code: 0 };
  const unmappedFiles: string[] = [];
  const perFile: FirstLoadFigures['perFile'] = [];
  for (const file of files) {
    const zipped = gzipSync(file.body, { level: 9 }).length;
    const { libraryBytes, ownBytes, ownBytesByKind, mapped } = librarySplit(file);
    const { pathname } = new URL(file.url);
    if (!mapped) unmappedFiles.push(pathname);
    gzipBytes += zipped;
    const raw = libraryBytes + ownBytes;
    const own = raw === 0 ? 0 : (zipped * ownBytes) / raw;
    ownGzipBytes += own;
    for (const kind of OWN_KINDS) byKind[kind] += raw === 0 ? 0 : (zipped * ownBytesByKind[kind]) / raw;
    perFile.push({ path: pathname, gzipBytes: zipped, ownGzipBytes: Math.round(own) });
  }
  perFile.sort((a, b) => b.ownGzipBytes - a.ownGzipBytes);
  return {
    route,
    files: files.length,
    gzipBytes,
    ownGzipBytes: Math.round(ownGzipBytes),
    ownGzipBytesByKind: {
      glue: Math.round(byKind.glue),
      texts: Math.round(byKind.texts),
      code: Math.round(byKind.code),
    },
    unmappedFiles,
    perFile,
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** What is over the budget on a page, one sentence each with the amount; empty when the page is within it. */
export function overBudget(figures: FirstLoadFigures): string[] {
  const over: string[] = [];
  if (figures.gzipBytes > FIRST_LOAD_TOTAL_BUDGET) {
    over.push(
      `${figures.route}: ${kb(figures.gzipBytes)} of JS in all, ${kb(figures.gzipBytes - FIRST_LOAD_TOTAL_BUDGET)} ` +
        `over ${kb(FIRST_LOAD_TOTAL_BUDGET)}`,
    );
  }
  if (figures.ownGzipBytes > FIRST_LOAD_OWN_BUDGET) {
    over.push(
      `${figures.route}: ${kb(figures.ownGzipBytes)} of own code, ` +
        `${kb(figures.ownGzipBytes - FIRST_LOAD_OWN_BUDGET)} over ${kb(FIRST_LOAD_OWN_BUDGET)}`,
    );
  }
  return over;
}

/** The table the check prints: one row per page. */
export function budgetRows(all: readonly FirstLoadFigures[]): string[][] {
  return all.map((figures) => [
    figures.route,
    String(figures.files),
    kb(figures.gzipBytes),
    kb(figures.gzipBytes - figures.ownGzipBytes),
    kb(figures.ownGzipBytes),
    ...OWN_KINDS.map((kind) => kb(figures.ownGzipBytesByKind[kind])),
    overBudget(figures).length === 0 ? 'ok' : 'OVER',
  ]);
}

/** An over-budget page's files, largest share of own code first: where to cut. */
export function fileRows(figures: FirstLoadFigures): string[][] {
  return figures.perFile.map((file) => [file.path, kb(file.gzipBytes), kb(file.ownGzipBytes)]);
}

export const FILE_HEADERS = ['file', 'gzip -9', 'own code'] as const;

export const BUDGET_HEADERS = [
  'page',
  'JS files',
  'JS gzip -9',
  'libraries',
  'own code',
  'of it glue',
  'texts',
  'code',
  'budget',
] as const;

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js');
}

/**
 * The JS files a page's first load downloads, as the bench counts them: a fresh context (cold cache) loads the page
 * and every JS response until the page is live and the network quiet counts.
 */
export async function firstLoadFiles(browser: Browser, url: string): Promise<ServedFile[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<ServedFile | null>[] = [];
    page.on('response', (response) => {
      if (!isJavaScript(response) || response.status() !== 200) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    // The page's content is live first (remote-page.tsx marks it, as the e2e fixtures' untilPageLive waits for): the
    // network alone goes quiet while a loaded machine still evaluates the app, before hydration asks for the page's
    // translations, and a first load would then count a file fewer on one run than on another.
    await page.waitForFunction(() => document.documentElement.dataset['pageLive'] === 'true', undefined, {
      timeout: scaled(60_000),
    });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    return (await Promise.all(pending)).filter((file): file is ServedFile => file !== null);
  } finally {
    await context.close();
  }
}

/** What scripts/first-load-budget.ts writes for `npm test`: a page passes when it is within both budgets. */
export interface BudgetReport {
  passed: number;
  failed: number;
  over: string[];
}

/**
 * `npm test`'s step after the builds: scripts/first-load-budget.ts in a process of its own (it starts the site
 * server and its API), a count per page; the note names what is over, by how much.
 */
export async function firstLoadBudgetStep(): Promise<Counts> {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'first-load-budget-report-'));
  const report = path.join(reportDir, 'report.json');
  try {
    const result = await run(
      path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'),
      [
        '--tsconfig',
        path.join(ROOT_DIR, 'scripts', 'tsconfig.json'),
        path.join(ROOT_DIR, 'scripts', 'first-load-budget.ts'),
        `--report=${report}`,
      ],
      { timeoutMs: scaled(3 * 60_000) },
    );
    if (!existsSync(report)) return { passed: 0, failed: 1, note: `no report (exit ${result.code})` };
    const { passed, failed, over } = JSON.parse(readFileSync(report, 'utf8')) as BudgetReport;
    return { passed, failed, note: over.join('; ') };
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}
