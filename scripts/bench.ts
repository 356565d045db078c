/**
 * `npm run bench`: figures, not assertions. From the production build served by the site server (with the API):
 *  1. for each public page, the sign-in page and the four demo pages of issue 29, what the first render downloads: JS
 *     bytes (raw, and gzip -9 computed here so the figure does not depend on the encoding the server negotiated,
 *     against the 320 KB budget of issue 59, and its 40 KB of own code), the JS bytes on the wire (brotli as
 *     served), the number of JS files and of all requests, and the copies of react-dom / react / @chakra-ui/react
 *     found in those chunks (see scripts/lib/bundle-markers.ts for the method), each in a fresh browser context (cold
 *     cache);
 *  2. the copies across one session visiting all those pages (what the composed site loads in total);
 *  3. Lighthouse (mobile preset, simulated throttling) performance with FCP, LCP, TBT and CLS, and the SEO and
 *     best-practices scores of the same runs, for the same pages,
 *     each the median of 3 runs, against Debian's Chromium through chrome-launcher (CHROME_PATH): first at Lighthouse's
 *     default 4× CPU slowdown, then at the slowdown calibrated from the benchmark index those runs measured (issue 29),
 *     so the figures mean the same phone on a fast or a slow host; then the same runs of the stack's floor
 *     (scripts/lib/stack-floor.ts: the least page React alone, React with Chakra UI's default system, and the same
 *     Chakra page on the product's own system make on this host, hydrated as the product hydrates), and the theme's
 *     cost: the product's system's TBT minus the default system's;
 *  3b. SEO and best practices (issue 56) of the homepage, menu, a dish, reservation and sign-in in Arabic: a
 *     Lighthouse run of each at its Arabic URL (their English scores are columns of step 3's tables);
 *  3c. the menu with photos (issue 55): a manager made for the run uploads a photo for each dish of the menu's first page, then
 *     Lighthouse measures the menu at the calibrated slowdown (LCP target ≤ 2.5 s) and names its LCP element;
 *  4. Interaction to Next Paint of four things a user does (scripts/lib/interaction.ts), at the calibrated slowdown
 *     and at 4×, each the median of 3 runs;
 *  5. the API bench (`npm run bench -w api`) when the API has one;
 *  6. bookings per second through nginx with 1, then 2 API instances on one PostgreSQL, then 1 holding 100 kitchen
 *     boards open, and an order's push to the boards (`npm run bench:cluster`).
 *
 * `npm run bench -- --pages=/landing/reservation,/landing/homepage` (or `BENCH_PAGES=...`) runs only 1–3 for those
 * pages: one page's figures in a minute or two, to see the effect of a change (machines are noisy: measure a control
 * page beside it); add `--floor` for the stack's floor after them, or give `--floor` alone for the floor only.
 * `npm run bench -- --menu-photos` runs only 3c (after three Lighthouse runs of the homepage for the benchmark index).
 * `npm run bench -- --interactions` runs only 4, after three Lighthouse runs of the homepage for the benchmark index.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import sharp from 'sharp';
import type { OutboxResponse } from '../shared/src/contracts/dev';
import { localizedPath } from '../shared/src/i18n/language-path';
import { paths } from '../shared/src/router/paths';
import { runClusterBench } from './cluster/bench';
import { findNginx } from './cluster/nginx-process';
import { runPushBench } from './cluster/push-bench';
import { buildFrontEnds } from './lib/build-front-ends';
import {
  analyzeLibraryCopies,
  demoRemoteFiles,
  uiFamiliesIn,
  type LibraryCopies,
  type MarkedLibrary,
  type UiFamily,
} from './lib/bundle-markers';
import {
  FIRST_LOAD_OWN_BUDGET,
  FIRST_LOAD_TOTAL_BUDGET,
  firstLoadFigures,
  type FirstLoadFigures,
} from './lib/first-load-budget';
import { ROOT_DIR } from './lib/front-ends';
import { INTERACTION_RUNS, interactionTable, measureInteractions, webVitalsVersion } from './lib/interaction';
import {
  DEFAULT_CPU_SLOWDOWN,
  calibratedCpuSlowdown,
  median,
  runLighthouse,
  type LighthouseRun,
} from './lib/lighthouse';
import { mainThreadTables } from './lib/main-thread-report';
import { run, stopChildrenOnSignal } from './lib/run';
import { FLOOR_PAGES, themeCost, themeCostLine, withStackFloor } from './lib/stack-floor';
import { milliseconds, textTable } from './lib/text-table';
import { createSiteServer, type SiteServer } from './site/site-server';

const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/**
 * The seven public pages of issue 17 (the first dish and combo of the seed), the sign-in page, and the four demo
 * pages issue 29 sets LCP and TBT targets for (rendered in the browser only).
 */
const ROUTES = [
  paths.landing.homepage,
  paths.landing.food,
  paths.foodDetail(1),
  paths.comboDetail(1),
  paths.landing.voucher,
  paths.landing.review,
  paths.landing.reservation,
  paths.auth.login,
  paths.demo.dashboards.ecommerce,
  paths.demo.ecommerce.shop,
  paths.demo.apps.email,
  paths.demo.charts['area-chart'],
];
const LIGHTHOUSE_RUNS = 3;

/** The pages chosen by `--pages=` (or BENCH_PAGES), comma-separated; null when none were (the whole bench). */
function chosenPages(argv: readonly string[], env: NodeJS.ProcessEnv): string[] | null {
  const flag = argv.find((argument) => argument.startsWith('--pages='));
  const value = flag === undefined ? env.BENCH_PAGES : flag.slice('--pages='.length);
  if (value === undefined || value.trim() === '') return null;
  return value
    .split(',')
    .map((route) => route.trim())
    .filter((route) => route !== '')
    .map((route) => (route.startsWith('/') ? route : `/${route}`));
}
/** The first-load budgets of issue 59 (issue 28's was 250 KB in all), gzip -9 of the JS of the first render; `npm test`
 * checks them on the public pages (scripts/first-load-budget.ts). */
const FIRST_LOAD_BUDGET = FIRST_LOAD_TOTAL_BUDGET;

interface RouteFigures {
  route: string;
  requests: number;
  allRequests: number;
  rawBytes: number;
  gzipBytes: number;
  /** The product's own share of gzipBytes, by the files' source maps (scripts/lib/first-load-budget.ts) */
  ownGzipBytes: number;
  /** ownGzipBytes by kind: webpack's and Module Federation's glue, the words, our code */
  ownGzipBytesByKind: FirstLoadFigures['ownGzipBytesByKind'];
  wireBytes: number;
  /** The typeface's files the page downloaded (WOFF2, compressed already): apart from the JS budget. */
  fontFiles: number;
  fontBytes: number;
  copies: Record<MarkedLibrary, LibraryCopies>;
  families: UiFamily[];
  demoFiles: number;
}

interface JsDownload {
  url: string;
  body: Buffer;
  wireBytes: number;
}

const toSource = (download: JsDownload) => ({ url: download.url, source: download.body.toString('utf8') });
/** `instances (downloads)`: live copies, and how many times the bytes came down. */
const copiesCell = (copies: LibraryCopies): string => `${copies.instances} (${copies.downloads})`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js');
}

interface Downloads {
  js: JsDownload[];
  /** The bytes of each font file downloaded. */
  fonts: number[];
  /** Every request the pages made (documents, JS, API calls, images, fonts...). */
  requests: number;
}

/** Loads the pages in order and returns every JS file downloaded, once the network went quiet each time. */
async function downloadsDuring(page: Page, urls: readonly string[]): Promise<Downloads> {
  const pending: Promise<JsDownload | null>[] = [];
  const pendingFonts: Promise<number>[] = [];
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font' && response.status() === 200) {
      pendingFonts.push(
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
      return;
    }
    if (!isJavaScript(response) || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        return { url: response.url(), body, wireBytes: sizes?.responseBodySize ?? body.length };
      })(),
    );
  });
  for (const url of urls) {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  }
  const js = (await Promise.all(pending)).filter((download): download is JsDownload => download !== null);
  return { js, fonts: await Promise.all(pendingFonts), requests };
}

async function measureRoute(browser: Browser, baseUrl: string, route: string): Promise<RouteFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { js: downloads, fonts, requests } = await downloadsDuring(page, [`${baseUrl}${route}`]);
  await context.close();
  const firstLoad = firstLoadFigures(route, downloads);
  return {
    route,
    requests: downloads.length,
    allRequests: requests,
    rawBytes: downloads.reduce((sum, download) => sum + download.body.length, 0),
    gzipBytes: downloads.reduce((sum, download) => sum + gzipSync(download.body, { level: 9 }).length, 0),
    ownGzipBytes: firstLoad.ownGzipBytes,
    ownGzipBytesByKind: firstLoad.ownGzipBytesByKind,
    wireBytes: downloads.reduce((sum, download) => sum + download.wireBytes, 0),
    fontFiles: fonts.length,
    fontBytes: fonts.reduce((sum, bytes) => sum + bytes, 0),
    copies: analyzeLibraryCopies(downloads.map(toSource)),
    families: uiFamiliesIn(downloads.map(toSource)),
    demoFiles: demoRemoteFiles(downloads.map(toSource)).length,
  };
}

/** `runsPerPage` Lighthouse runs of each page at the given CPU slowdown, page by page. */
async function lighthouseRunsOf(
  siteUrl: string,
  routes: readonly string[],
  workDir: string,
  cpuSlowdown: number,
  runsPerPage = LIGHTHOUSE_RUNS,
): Promise<Record<string, LighthouseRun[]>> {
  const runs: Record<string, LighthouseRun[]> = {};
  for (const [pageIndex, route] of routes.entries()) {
    const pageRuns: LighthouseRun[] = [];
    for (let index = 0; index < runsPerPage; index += 1) {
      const output = path.join(workDir, `lighthouse-${cpuSlowdown.toFixed(2)}x-${pageIndex}-${index}.json`);
      const scores = await runLighthouse(`${siteUrl}${route}`, {
        chromiumPath: CHROMIUM_PATH,
        chromiumArgs: CHROMIUM_ARGS,
        output,
        cpuSlowdown,
      });
      if (scores) pageRuns.push(scores);
    }
    runs[route] = pageRuns;
  }
  return runs;
}

function printLighthouse(
  title: string,
  routes: readonly string[],
  runsByRoute: Record<string, LighthouseRun[]>,
  runsPerPage = LIGHTHOUSE_RUNS,
): void {
  console.log(`\n== Lighthouse, mobile preset, ${title}, median of ${runsPerPage} runs per page ==\n`);
  console.log(
    textTable(
      ['page', 'runs', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'SEO', 'best practices', 'performance of each run'],
      routes.map((route) => {
        const runs = runsByRoute[route] ?? [];
        const middle = (pick: (scores: LighthouseRun) => number | null): number | null => median(runs.map(pick));
        const cls = middle((scores) => scores.cls);
        return [
          route,
          String(runs.length),
          String(middle((scores) => scores.performance) ?? '-'),
          milliseconds(middle((scores) => scores.fcpMs)),
          milliseconds(middle((scores) => scores.lcpMs)),
          milliseconds(middle((scores) => scores.tbtMs)),
          cls === null ? '-' : cls.toFixed(3),
          String(middle((scores) => scores.seo) ?? '-'),
          String(middle((scores) => scores.bestPractices) ?? '-'),
          runs.map((scores) => String(scores.performance ?? '-')).join(' '),
        ];
      }),
    ),
  );
  for (const route of routes) {
    const missed = [...new Set((runsByRoute[route] ?? []).flatMap((scores) => scores.missedAudits))];
    if (missed.length > 0) console.log(`${route}: SEO or best-practices audits missed: ${missed.join(' ')}`);
  }
  console.log(`\n${mainThreadTables(routes, runsByRoute)}`);
}

/** Issue 56's pages: SEO and best practices 100 on each, in English (the runs above) and in Arabic. */
const SEO_TARGET_PAGES: readonly string[] = [
  paths.landing.homepage,
  paths.landing.food,
  paths.foodDetail(1),
  paths.landing.reservation,
  paths.auth.login,
];

/**
 * Step 3b: SEO and best practices of issue 56's pages (those among `routes`) in Arabic, right to left, at their Arabic
 * URL (`/ar/...`, served in Arabic as a crawler gets it): one Lighthouse run each (the scores do not vary with the
 * host's load as the timings do), their English scores being in the tables above.
 */
async function printSeoInArabic(siteUrl: string, routes: readonly string[], workDir: string): Promise<void> {
  const pages = SEO_TARGET_PAGES.filter((route) => routes.includes(route));
  if (pages.length === 0) return;
  const rows: string[][] = [];
  for (const route of pages) {
    const url = localizedPath('ar', route);
    const scores = await runLighthouse(`${siteUrl}${url}`, {
      chromiumPath: CHROMIUM_PATH,
      chromiumArgs: CHROMIUM_ARGS,
      output: path.join(workDir, `lighthouse-ar-${url.replace(/\W+/g, '-')}.json`),
    });
    rows.push([
      url,
      String(scores?.seo ?? '-'),
      String(scores?.bestPractices ?? '-'),
      scores?.missedAudits.join(' ') || '-',
    ]);
  }
  console.log("\n== Lighthouse in Arabic (right to left), mobile preset, at each page's Arabic URL ==\n");
  console.log(textTable(['page', 'SEO', 'best practices', 'audits missed'], rows));
  console.log('\nTargets (issue 56): 100 and 100 on each page, in English (the tables above) and in Arabic.');
}

function hasApiBench(): boolean {
  const manifest = path.join(ROOT_DIR, 'api', 'package.json');
  if (!existsSync(manifest)) return false;
  const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> };
  // The script may be declared before its files land.
  return typeof parsed.scripts?.bench === 'string' && existsSync(path.join(ROOT_DIR, 'api', 'bench'));
}

/** Step 1 and 2: each page's first render, cold, then one session through them all; prints the tables. */
async function printFirstRender(browser: Browser, siteUrl: string, routes: readonly string[]): Promise<RouteFigures[]> {
  const figures: RouteFigures[] = [];
  // One warm-up pass so the server's caches (rendered pages, files) are full before any measured load.
  await measureRoute(browser, siteUrl, routes[0] ?? '/');
  for (const route of routes) figures.push(await measureRoute(browser, siteUrl, route));

  const context = await browser.newContext();
  const { js: sessionDownloads } = await downloadsDuring(
    await context.newPage(),
    routes.map((route) => `${siteUrl}${route}`),
  );
  await context.close();
  // Each page.goto is a new document: files already fetched come again from the browser cache. Count each once.
  const uniqueSession = [...new Map(sessionDownloads.map((download) => [download.url, download])).values()];
  sessionDownloads.splice(0, sessionDownloads.length, ...uniqueSession);
  const sessionCopies = analyzeLibraryCopies(sessionDownloads.map(toSource));

  console.log('\n== First render, cold cache ==\n');
  console.log(
    textTable(
      [
        'page',
        'JS files',
        'requests',
        'JS raw',
        'JS gzip -9',
        'budget',
        'own code',
        'own budget',
        'JS on the wire',
        'font files',
        'fonts',
        'react-dom',
        'react',
        '@chakra-ui/react',
      ],
      figures.map((figure) => [
        figure.route,
        String(figure.requests),
        String(figure.allRequests),
        kb(figure.rawBytes),
        kb(figure.gzipBytes),
        figure.gzipBytes <= FIRST_LOAD_BUDGET ? 'ok' : `+${kb(figure.gzipBytes - FIRST_LOAD_BUDGET)}`,
        kb(figure.ownGzipBytes),
        figure.ownGzipBytes <= FIRST_LOAD_OWN_BUDGET ? 'ok' : `+${kb(figure.ownGzipBytes - FIRST_LOAD_OWN_BUDGET)}`,
        kb(figure.wireBytes),
        String(figure.fontFiles),
        kb(figure.fontBytes),
        copiesCell(figure.copies['react-dom']),
        copiesCell(figure.copies.react),
        copiesCell(figure.copies['@chakra-ui/react']),
      ]),
    ),
  );
  console.log('');
  console.log(
    textTable(
      ['page', 'own code: glue', 'texts', 'code', 'UI families downloaded (besides ui)', 'demo remote files'],
      figures.map((figure) => [
        figure.route,
        kb(figure.ownGzipBytesByKind.glue),
        kb(figure.ownGzipBytesByKind.texts),
        kb(figure.ownGzipBytesByKind.code),
        figure.families.length > 0 ? figure.families.join(' ') : '-',
        String(figure.demoFiles),
      ]),
      [0, 4],
    ),
  );
  console.log(
    `\nBudget: ${kb(FIRST_LOAD_BUDGET)} of JS, gzip -9, on each first render, at most ${kb(FIRST_LOAD_OWN_BUDGET)} ` +
      "of it own code (issue 59: not under node_modules, webpack's glue included, by the files' source maps), " +
      "split into glue (webpack's runtime, module wrappers and shared modules' export maps, Module Federation's " +
      'sharing and container code: what the build writes), texts (the locale files) and code (what we wrote). ' +
      'On the wire = brotli as ' +
      "served. Fonts = the typeface's WOFF2 files (compressed already), counted apart from the JS budget: at most " +
      '2 on a public page (issue 51). Requests = every request of the load (document, JS, API, images, fonts). UI families are found by ' +
      'the recipe-context key of their Chakra component, demo files by their folder (charts, editor and calendar live ' +
      'only in the demo remote): see scripts/lib/bundle-markers.ts.',
  );
  console.log(
    `One session through all ${routes.length} pages: ${sessionDownloads.length} distinct JS files, ` +
      `${kb(sessionDownloads.reduce((sum, download) => sum + download.body.length, 0))} raw; copies loaded: ` +
      `react-dom ${copiesCell(sessionCopies['react-dom'])}, react ${copiesCell(sessionCopies.react)}, ` +
      `@chakra-ui/react ${copiesCell(sessionCopies['@chakra-ui/react'])}`,
  );
  console.log(
    'Copies = live instances (times downloaded), found by markers that survive minification ' +
      '("__reactFiber$", "Objects are not valid as a React child", "ChakraContext") and counted per build and ' +
      'webpack module id: see scripts/lib/bundle-markers.ts.',
  );
  return figures;
}

interface LighthouseSteps {
  defaultRuns: Record<string, LighthouseRun[]>;
  calibratedRuns: Record<string, LighthouseRun[]> | null;
  benchmarkIndex: number | null;
  /** How many runs the index is the median of */
  indexRuns: number;
}

/**
 * Step 3: Lighthouse at its default 4×, then at the slowdown calibrated from the index those runs measured, or from
 * `knownIndex` (the stack's floor is measured at the same slowdown as the pages before it).
 */
async function printLighthouseSteps(
  siteUrl: string,
  routes: readonly string[],
  workDir: string,
  chromiumVersion: string,
  knownIndex: { benchmarkIndex: number; indexRuns: number } | null = null,
): Promise<LighthouseSteps> {
  // Lighthouse's default 4× first: its runs measure the host's benchmark index, which calibrates the second set.
  const defaultRuns = await lighthouseRunsOf(siteUrl, routes, workDir, DEFAULT_CPU_SLOWDOWN);
  const allDefaultRuns = Object.values(defaultRuns).flat();
  const benchmarkIndex = knownIndex?.benchmarkIndex ?? median(allDefaultRuns.map((scores) => scores.benchmarkIndex));
  const indexRuns = knownIndex?.indexRuns ?? allDefaultRuns.length;
  const calibrated = benchmarkIndex === null ? null : calibratedCpuSlowdown(benchmarkIndex);
  const calibratedRuns = calibrated === null ? null : await lighthouseRunsOf(siteUrl, routes, workDir, calibrated);
  const host =
    `Lighthouse's benchmark index of this host ${benchmarkIndex === null ? '-' : Math.round(benchmarkIndex)} ` +
    `(median of ${indexRuns} runs), Chromium ${chromiumVersion}`;
  if (calibratedRuns && calibrated !== null) {
    printLighthouse(
      `calibrated CPU slowdown ${calibrated.toFixed(2)}× (the targets are for these runs)`,
      routes,
      calibratedRuns,
    );
  } else {
    console.log('\n(no calibrated runs: Lighthouse reported no benchmark index)');
  }
  printLighthouse(`Lighthouse's default CPU slowdown ${DEFAULT_CPU_SLOWDOWN}×`, routes, defaultRuns);
  console.log(
    `\n${host}. Each metric is its own median over the runs (Lighthouse mobile preset, simulated throttling, ` +
      "Debian Chromium). The calibrated slowdown is Lighthouse's CPU-throttling calculator applied to the index " +
      '(3 + (index − 1300) / 233 from 1,300 up), so that this host stands for the same mid-range phone as 4× on a ' +
      'host of index 1,533. A page with fewer runs than asked: Lighthouse failed (its output is above).',
  );
  return { defaultRuns, calibratedRuns, benchmarkIndex, indexRuns };
}

/** How many dishes get a photo in step 3c: the menu's first page, and more than its first screen shows. */
const MENU_PHOTOS = 12;
/** Step 3c's Lighthouse runs: more than a page's three, as headless Chromium's held first frame splits them in two. */
const MENU_PHOTO_RUNS = 5;

/** A phone camera's frame: 12 megapixels, 4:3 (issue 55 asks the upload's server time for one). */
const PHOTO_WIDTH = 4000;
const PHOTO_HEIGHT = 3000;

/**
 * A 12-megapixel JPEG per dish, as a camera's file weighs (a few MB: grain all over, which a drawn gradient lacks; it
 * came out at 0.2 MB), tinted per dish so each has a photo of its own.
 */
async function dishPhotos(count: number): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (let index = 0; index < count; index += 1) {
    const hue = (index * 47) % 360;
    photos.push(
      await sharp({
        create: {
          width: PHOTO_WIDTH,
          height: PHOTO_HEIGHT,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 20 },
        },
      })
        .tint(`hsl(${hue}, 70%, 50%)`)
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  return photos;
}

/** Step 3c's manager, on the bench's throw-away database only. */
const BENCH_MANAGER = { email: 'bench-manager@example.com', password: 'Bench#Manager2026' };

/**
 * A manager made as an operator makes one: the person signs up and confirms the address (the code from this
 * throw-away server's dev outbox), then `npm run staff:create -- --role manager` runs while no server holds the data
 * directory (PGlite has one process at a time). The site server is closed for it: the caller starts a new one.
 */
async function makeBenchManager(site: SiteServer): Promise<void> {
  const post = (route: string, body: unknown) =>
    fetch(`${site.url}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/auth/register', { ...BENCH_MANAGER, fullName: 'Bench manager' });
  if (!registered.ok) throw new Error(`sign-up: ${registered.status} ${await registered.text()}`);
  const outbox = await fetch(`${site.url}/api/dev/outbox?to=${encodeURIComponent(BENCH_MANAGER.email)}`);
  const { items } = ((await outbox.json()) as OutboxResponse).data;
  const code = items.find((message) => message.code !== undefined)?.code;
  if (!code) throw new Error('no verification code in the dev outbox');
  const verified = await post('/auth/verify-email', { email: BENCH_MANAGER.email, code });
  if (!verified.ok) throw new Error(`verify-email: ${verified.status} ${await verified.text()}`);
  await site.close();
  const promoted = await run('npm', [
    'run',
    'staff:create',
    '-w',
    'api',
    '--',
    '--email',
    BENCH_MANAGER.email,
    '--role',
    'manager',
  ]);
  if (promoted.code !== 0) throw new Error(`staff:create exited with ${promoted.code}`);
}

/**
 * Step 3c: the menu page with photos. A manager (makeBenchManager) uploads one photo per dish of the menu's first
 * page through the API, as the back office does; Lighthouse then measures the menu at the calibrated slowdown. The
 * photo should be the LCP element.
 */
async function printMenuWithPhotos(siteUrl: string, workDir: string, cpuSlowdown: number): Promise<void> {
  const login = await fetch(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_MANAGER),
  });
  if (!login.ok) throw new Error(`the bench's manager could not sign in: ${login.status} ${await login.text()}`);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const menu = await fetch(`${siteUrl}/api/public/food/getFoodsByCategory?page=1&size=${MENU_PHOTOS}`);
  const dishes = ((await menu.json()) as { data: { items: { id: number }[] } }).data.items;
  const photos = await dishPhotos(dishes.length);
  const uploadMs: number[] = [];
  for (const [index, dish] of dishes.entries()) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photos[index]!)], { type: 'image/jpeg' }), `dish-${dish.id}.jpg`);
    const started = performance.now();
    const uploaded = await fetch(`${siteUrl}/api/manage/foods/${dish.id}/photo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    uploadMs.push(performance.now() - started);
    if (!uploaded.ok) throw new Error(`photo upload for dish ${dish.id}: ${uploaded.status} ${await uploaded.text()}`);
  }
  const route = paths.landing.food;
  const runs = (await lighthouseRunsOf(siteUrl, [route], workDir, cpuSlowdown, MENU_PHOTO_RUNS))[route] ?? [];
  printLighthouse(
    `the menu with ${dishes.length} dish photos, calibrated CPU slowdown ${cpuSlowdown.toFixed(2)}×`,
    [route],
    { [route]: runs },
    MENU_PHOTO_RUNS,
  );
  const held = (scores: LighthouseRun): boolean =>
    scores.observedFirstPaintMs !== null &&
    scores.observedLoadMs !== null &&
    scores.observedFirstPaintMs > scores.observedLoadMs;
  const megabytes = photos.map((photo) => photo.length / 1e6);
  console.log(
    `\nEach run: LCP, then the unthrottled load it was simulated from (its first frame, its load event; "held": the ` +
      `first frame came after load, lighthouse#17148):\n` +
      runs
        .map(
          (scores, index) =>
            `  ${index + 1}. LCP ${milliseconds(scores.lcpMs)}, first frame ${milliseconds(scores.observedFirstPaintMs)}, ` +
            `load ${milliseconds(scores.observedLoadMs)}${held(scores) ? ', held' : ''}`,
        )
        .join('\n') +
      `\nLCP element of each run: ${runs.map((scores) => scores.lcpElement ?? '-').join(' | ')}\n` +
      `LCP phases of each run: ${runs.map((scores) => JSON.stringify(scores.lcpPhases)).join(' | ')}\n` +
      `Uploads (${PHOTO_WIDTH} × ${PHOTO_HEIGHT} JPEG, 12 megapixels, ${Math.min(...megabytes).toFixed(1)}-` +
      `${Math.max(...megabytes).toFixed(1)} MB, ${dishes.length} dishes, one at a time through the site server: ` +
      `decoded, rotated, stripped and stored as AVIF, WebP and JPEG at three widths): median ` +
      `${Math.round(median(uploadMs) ?? 0)} ms each. Target: LCP ≤ 2.5 s, the photo as LCP element.`,
  );
}

/**
 * Step 3b: the stack's floor (scripts/lib/stack-floor.ts), the least page the product's libraries make, through the
 * same Lighthouse runs and at the same calibrated slowdown as the pages before it.
 */
async function printStackFloor(
  workDir: string,
  chromiumVersion: string,
  knownIndex: { benchmarkIndex: number; indexRuns: number } | null,
): Promise<void> {
  await withStackFloor(path.join(workDir, 'stack-floor'), async (floor) => {
    console.log(
      "\n== The stack's floor: the least page the product's libraries make, with no product code ==\n\n" +
        FLOOR_PAGES.map(({ name, stack }) => `/${name}: ${stack}`).join('\n') +
        '\nEach: a heading, a sentence and a button, server rendered and hydrated as the product hydrates (in the ' +
        'next task, inside startTransition); webpack production build, served compressed. What a product page ' +
        'spends beyond its floor is what its own code and its other libraries cost.',
    );
    const steps = await printLighthouseSteps(floor.url, floor.routes, workDir, chromiumVersion, knownIndex);
    console.log('');
    if (steps.calibratedRuns) console.log(themeCostLine('calibrated slowdown', themeCost(steps.calibratedRuns)));
    console.log(themeCostLine(`${DEFAULT_CPU_SLOWDOWN}× slowdown`, themeCost(steps.defaultRuns)));
  });
}

/**
 * Step 4: INP of the four interactions (scripts/lib/interaction.ts) at the calibrated slowdown, then at 4×, in a
 * browser of their own (Lighthouse launches its own Chromium in between).
 */
async function printInteractionSteps(siteUrl: string, benchmarkIndex: number | null, indexRuns: number): Promise<void> {
  const calibrated = benchmarkIndex === null ? null : calibratedCpuSlowdown(benchmarkIndex);
  const slowdowns: { rate: number; title: string }[] = [
    ...(calibrated === null
      ? []
      : [
          {
            rate: calibrated,
            title: `calibrated CPU slowdown ${calibrated.toFixed(2)}× (the target is for these runs)`,
          },
        ]),
    { rate: DEFAULT_CPU_SLOWDOWN, title: `CPU slowdown ${DEFAULT_CPU_SLOWDOWN}×` },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const chromiumVersion = browser.version();
  try {
    for (const { rate, title } of slowdowns) {
      const figures = await measureInteractions(browser, siteUrl, rate);
      console.log(
        `\n== Interaction to Next Paint (web-vitals ${webVitalsVersion()}), ${title}, median of ${INTERACTION_RUNS} ` +
          'runs ==\n',
      );
      console.log(interactionTable(figures));
      for (const figure of figures) {
        for (const error of figure.errors) console.log(`[interaction] ${figure.name}: a run failed: ${error}`);
      }
    }
  } finally {
    await browser.close();
  }
  if (calibrated === null) console.log('\n(no calibrated runs: Lighthouse reported no benchmark index)');
  console.log(
    `\nLighthouse's benchmark index of this host ${benchmarkIndex === null ? '-' : Math.round(benchmarkIndex)} ` +
      `(median of ${indexRuns} runs), Chromium ${chromiumVersion}. Each run: a fresh context loads the page and lets ` +
      'it settle at full speed, then the CPU is slowed through the DevTools protocol (Emulation.setCPUThrottlingRate) ' +
      'and the user acts by role and label. INP as web-vitals reports it (its attribution build, from node_modules): ' +
      'the slowest interaction of the page, so the language switch counts opening the settings drawer too; its ' +
      'parts and element are those of the median run ("left the page": web-vitals names no element when it was gone ' +
      'from the page by the time the browser reported the interaction, as a menu item once the next page shows).',
  );
}

/** `--floor` alone: the stack's floor, calibrated by its own runs (no site is built or started). */
async function benchStackFloorOnly(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const chromiumVersion = browser.version();
  await browser.close();
  try {
    await printStackFloor(workDir, chromiumVersion, null);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log("\n(--floor: only the stack's floor was measured)");
}

async function main(): Promise<void> {
  stopChildrenOnSignal();
  // `tsx --tsconfig scripts/tsconfig.json` hands that relative path to every child in TSX_TSCONFIG_PATH: a child tsx
  // in another folder (a workspace's build or staff:create, run from its package) would look for it there and stop
  delete process.env.TSX_TSCONFIG_PATH;
  const argv = process.argv.slice(2);
  const pagesOnly = chosenPages(argv, process.env);
  const interactionsOnly = argv.includes('--interactions');
  const menuPhotosOnly = argv.includes('--menu-photos');
  const withFloor = argv.includes('--floor');
  const routes = pagesOnly ?? ROUTES;
  if (withFloor && pagesOnly === null && !interactionsOnly) {
    await benchStackFloorOnly();
    return;
  }
  const built = await buildFrontEnds({ onlyStale: true });
  if (built.some((outcome) => !outcome.ok)) {
    console.error('[bench] a front-end build failed; fix it first (npm run build).');
    process.exit(1);
  }

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-'));
  process.env.DATA_DIR = path.join(workDir, 'data');
  process.env.LOG_LEVEL ??= 'warn';
  // step 3c's manager confirms the address with the code this throw-away, loopback server keeps readable
  process.env.DEV_OUTBOX = '1';
  let site = await createSiteServer({ port: 0, host: '127.0.0.1', log: (line) => console.log(line) });
  // The first page loads the server render's code and fills the OS file cache; do it before measuring so it is not timed.
  await fetch(`${site.url}/landing/homepage`).catch(() => undefined);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const chromiumVersion = browser.version();
  let figures: RouteFigures[] = [];
  try {
    if (!interactionsOnly && !menuPhotosOnly) figures = await printFirstRender(browser, site.url, routes);
  } finally {
    await browser.close();
  }

  let benchmarkIndex: number | null;
  let indexRuns: number;
  if (interactionsOnly || menuPhotosOnly) {
    // Only the index is wanted, to calibrate the interactions' slowdown: a few runs of one page.
    const runs = (await lighthouseRunsOf(site.url, [paths.landing.homepage], workDir, DEFAULT_CPU_SLOWDOWN))[
      paths.landing.homepage
    ];
    benchmarkIndex = median((runs ?? []).map((scores) => scores.benchmarkIndex));
    indexRuns = runs?.length ?? 0;
  } else {
    const measured = await printLighthouseSteps(site.url, routes, workDir, chromiumVersion);
    await printSeoInArabic(site.url, routes, workDir);
    writeFileSync(path.join(workDir, 'figures.json'), JSON.stringify({ figures, lighthouse: measured }, null, 2));
    benchmarkIndex = measured.benchmarkIndex;
    indexRuns = measured.indexRuns;
    if (pagesOnly === null || withFloor) {
      await printStackFloor(workDir, chromiumVersion, benchmarkIndex === null ? null : { benchmarkIndex, indexRuns });
    }
  }

  if ((pagesOnly === null && !menuPhotosOnly) || interactionsOnly) {
    await printInteractionSteps(site.url, benchmarkIndex, indexRuns);
  }
  // the last of the browser steps: the photos change the menu the steps before measured
  if ((pagesOnly === null && !interactionsOnly) || menuPhotosOnly) {
    const slowdown = benchmarkIndex === null ? DEFAULT_CPU_SLOWDOWN : calibratedCpuSlowdown(benchmarkIndex);
    await makeBenchManager(site);
    site = await createSiteServer({ port: 0, host: '127.0.0.1', log: (line) => console.log(line) });
    await printMenuWithPhotos(site.url, workDir, slowdown);
  }

  await site.close();
  rmSync(workDir, { recursive: true, force: true });
  if (interactionsOnly || menuPhotosOnly) {
    console.log(`\n(${interactionsOnly ? '--interactions' : '--menu-photos'}: the other steps were skipped)`);
    return;
  }
  if (pagesOnly) {
    console.log('\n(--pages: the interactions, the API and cluster benches were skipped)');
    return;
  }

  if (hasApiBench()) {
    console.log('\n== API bench (npm run bench -w api) ==\n');
    const result = await run('npm', ['run', 'bench', '-w', 'api'], { timeoutMs: 20 * 60_000 });
    if (result.code !== 0) console.log(`[bench] the API bench exited with ${result.code}`);
  } else {
    console.log('\n(no API bench: api/package.json has no bench script)');
  }

  // the same figures as `npm run bench:cluster`: the scale-out of issue 19 needs Debian's nginx
  if (findNginx()) {
    console.log('\n== Cluster bench: bookings through nginx, 1 vs 2 API instances on one PostgreSQL ==\n');
    await runClusterBench({ instances: [1, 2] });
    console.log('\n== Kitchen boards: an order pushed to every open board, 2 API instances ==\n');
    await runPushBench();
  } else {
    console.log('\n(no cluster bench: nginx is not installed; .ci/run installs it)');
  }
}

void main();
