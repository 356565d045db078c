/**
 * `npm run bench`: figures, not assertions. From the production build served by the site server:
 *  1. for each landing route, what the first render downloads: JS bytes (raw, and gzip -9 computed here so the
 *     figure does not depend on the encoding the server negotiated), the bytes on the wire (brotli as served),
 *     the number of JS requests, and the copies of react-dom / react / @chakra-ui/react found in those chunks
 *     (see scripts/lib/bundle-markers.ts for the method), each in a fresh browser context (cold cache);
 *  2. the copies across one session visiting all routes (what the composed site loads in total);
 *  3. Lighthouse 12 (mobile preset, simulated throttling) performance and accessibility for the homepage,
 *     median of 3 runs, against Debian's Chromium through chrome-launcher (CHROME_PATH);
 *  4. the API bench (`npm run bench -w api`) when the API has one.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { buildFrontEnds } from './lib/build-front-ends';
import { analyzeLibraryCopies, type LibraryCopies, type MarkedLibrary } from './lib/bundle-markers';
import { ROOT_DIR } from './lib/front-ends';
import { run, stopChildrenOnSignal } from './lib/run';
import { createSiteServer } from './site/site-server';

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
const ROUTES = ['/landing/homepage', '/landing/food', '/landing/reservation'];
const LIGHTHOUSE_RUNS = 3;

interface RouteFigures {
  route: string;
  requests: number;
  rawBytes: number;
  gzipBytes: number;
  wireBytes: number;
  copies: Record<MarkedLibrary, LibraryCopies>;
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

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js');
}

/** Loads the pages in order and returns every JS file downloaded, once the network went quiet each time. */
async function downloadsDuring(page: Page, urls: readonly string[]): Promise<JsDownload[]> {
  const pending: Promise<JsDownload | null>[] = [];
  page.on('response', (response) => {
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
  return (await Promise.all(pending)).filter((download): download is JsDownload => download !== null);
}

async function measureRoute(browser: Browser, baseUrl: string, route: string): Promise<RouteFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const downloads = await downloadsDuring(page, [`${baseUrl}${route}`]);
  await context.close();
  return {
    route,
    requests: downloads.length,
    rawBytes: downloads.reduce((sum, download) => sum + download.body.length, 0),
    gzipBytes: downloads.reduce((sum, download) => sum + gzipSync(download.body, { level: 9 }).length, 0),
    wireBytes: downloads.reduce((sum, download) => sum + download.wireBytes, 0),
    copies: analyzeLibraryCopies(downloads.map(toSource)),
  };
}

interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
}

function readScores(file: string): LighthouseScores | null {
  if (!existsSync(file)) return null;
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report !== 'object' || report === null) return null;
  const lhr = report as {
    categories?: Record<string, { score?: number | null }>;
    audits?: Record<string, { numericValue?: number }>;
  };
  const score = (name: string): number | null => {
    const value = lhr.categories?.[name]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const metric = (name: string): number | null => {
    const value = lhr.audits?.[name]?.numericValue;
    return typeof value === 'number' ? Math.round(value) : null;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
  };
}

/** Lighthouse CLI (mobile preset is its default) launching Debian's Chromium through chrome-launcher. */
async function lighthouse(url: string, workDir: string, index: number): Promise<LighthouseScores | null> {
  const output = path.join(workDir, `lighthouse-${index}.json`);
  const result = await run(
    path.join(ROOT_DIR, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      `--chrome-flags=${[...CHROMIUM_ARGS, '--headless=new'].join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, prefix: '[lighthouse]', timeoutMs: 180_000 },
  );
  if (result.code !== 0) return null;
  return readScores(output);
}

function median(values: readonly (number | null)[]): number | null {
  const numbers = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  return numbers[Math.floor(numbers.length / 2)] ?? null;
}

function hasApiBench(): boolean {
  const manifest = path.join(ROOT_DIR, 'api', 'package.json');
  if (!existsSync(manifest)) return false;
  const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> };
  // The script may be declared before its files land.
  return typeof parsed.scripts?.bench === 'string' && existsSync(path.join(ROOT_DIR, 'api', 'bench'));
}

async function main(): Promise<void> {
  stopChildrenOnSignal();
  const built = await buildFrontEnds({ onlyStale: true });
  if (built.some((outcome) => !outcome.ok)) {
    console.error('[bench] a front-end build failed; fix it first (npm run build).');
    process.exit(1);
  }

  const workDir = mkdtempSync(path.join(os.tmpdir(), 'restaurant-bench-'));
  process.env.DATA_DIR = path.join(workDir, 'data');
  process.env.LOG_LEVEL ??= 'warn';
  const site = await createSiteServer({ port: 0, host: '127.0.0.1', log: (line) => console.log(line) });
  // Compressing each file once happens on first request; do it before measuring so it is not timed.
  await fetch(`${site.url}/landing/homepage`).catch(() => undefined);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const figures: RouteFigures[] = [];
  try {
    // One warm-up pass so the server's compression cache is full before any measured load.
    await measureRoute(browser, site.url, ROUTES[0] ?? '/');
    for (const route of ROUTES) figures.push(await measureRoute(browser, site.url, route));

    const context = await browser.newContext();
    const sessionDownloads = await downloadsDuring(
      await context.newPage(),
      ROUTES.map((route) => `${site.url}${route}`),
    );
    await context.close();
    // Each page.goto is a new document: files already fetched come again from the browser cache. Count each once.
    const uniqueSession = [...new Map(sessionDownloads.map((download) => [download.url, download])).values()];
    sessionDownloads.splice(0, sessionDownloads.length, ...uniqueSession);
    const sessionCopies = analyzeLibraryCopies(sessionDownloads.map(toSource));

    console.log('\n== First render, cold cache (JS only) ==\n');
    console.log(
      table(
        ['route', 'JS requests', 'raw', 'gzip -9', 'on the wire', 'react-dom', 'react', '@chakra-ui/react'],
        figures.map((figure) => [
          figure.route,
          String(figure.requests),
          kb(figure.rawBytes),
          kb(figure.gzipBytes),
          kb(figure.wireBytes),
          copiesCell(figure.copies['react-dom']),
          copiesCell(figure.copies.react),
          copiesCell(figure.copies['@chakra-ui/react']),
        ]),
      ),
    );
    console.log(
      `\nOne session through all ${ROUTES.length} routes: ${sessionDownloads.length} distinct JS files, ` +
        `${kb(sessionDownloads.reduce((sum, download) => sum + download.body.length, 0))} raw; copies loaded: ` +
        `react-dom ${copiesCell(sessionCopies['react-dom'])}, react ${copiesCell(sessionCopies.react)}, ` +
        `@chakra-ui/react ${copiesCell(sessionCopies['@chakra-ui/react'])}`,
    );
    console.log(
      'Copies = live instances (times downloaded), found by markers that survive minification ' +
        '("__reactFiber$", "Objects are not valid as a React child", "ChakraContext") and counted per build and ' +
        'webpack module id: see scripts/lib/bundle-markers.ts.',
    );
  } finally {
    await browser.close();
  }

  console.log(`\n== Lighthouse ${LIGHTHOUSE_RUNS}x, mobile preset, homepage ==\n`);
  const runs: LighthouseScores[] = [];
  for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) {
    const scores = await lighthouse(`${site.url}/landing/homepage`, workDir, index);
    if (scores) runs.push(scores);
  }
  if (runs.length === 0) {
    console.log('Lighthouse did not produce a report (see its output above).');
  } else {
    console.log(
      table(
        ['run', 'performance', 'accessibility', 'LCP', 'TBT'],
        runs.map((scores, index) => [
          String(index + 1),
          String(scores.performance ?? '-'),
          String(scores.accessibility ?? '-'),
          scores.lcpMs === null ? '-' : `${scores.lcpMs} ms`,
          scores.tbtMs === null ? '-' : `${scores.tbtMs} ms`,
        ]),
      ),
    );
    console.log(
      `\nmedian: performance ${median(runs.map((scores) => scores.performance)) ?? '-'}, ` +
        `accessibility ${median(runs.map((scores) => scores.accessibility)) ?? '-'}`,
    );
  }
  writeFileSync(path.join(workDir, 'figures.json'), JSON.stringify({ figures, lighthouse: runs }, null, 2));

  await site.close();
  rmSync(workDir, { recursive: true, force: true });

  if (hasApiBench()) {
    console.log('\n== API bench (npm run bench -w api) ==\n');
    const result = await run('npm', ['run', 'bench', '-w', 'api'], { timeoutMs: 20 * 60_000 });
    if (result.code !== 0) console.log(`[bench] the API bench exited with ${result.code}`);
  } else {
    console.log('\n(no API bench: api/package.json has no bench script)');
  }
}

void main();
