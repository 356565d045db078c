/**
 * `tsx scripts/webpack/first-render-report.ts [route...] [--packages]`: what the first render of a route downloads,
 * file by file (raw and gzip -9), and with `--packages` which packages those bytes come from (attributed through
 * each file's source map, like source-map-explorer: scripts/lib/package-attribution.ts; `--detail=<package>` splits
 * one package by file). A quick loop for bundle work; `npm run bench` stays the reference figure. Serves the existing production build (no build here, no API).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { attribute } from '../lib/package-attribution';
import { createSiteServer } from '../site/site-server';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Download {
  url: string;
  body: Buffer;
  startedMs: number;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)}`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const showPackages = args.includes('--packages');
  const detailFlag = args.find((arg) => arg.startsWith('--detail='));
  // `--detail=axios`: that package's bytes file by file instead of one line.
  const detail = detailFlag?.slice('--detail='.length);
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const site = await createSiteServer({ port: 0, host: '127.0.0.1', withApi: args.includes('--api') });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    for (const route of routes.length > 0 ? routes : ['/landing/homepage']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const started = Date.now();
      const pending: Promise<Download | null>[] = [];
      const others: string[] = [];
      page.on('response', (response) => {
        const url = response.url();
        if (!new URL(url).pathname.endsWith('.js')) {
          others.push(`${Date.now() - started}ms ${response.status()} ${new URL(url).pathname}`);
          return;
        }
        const startedMs = Date.now() - started;
        pending.push(
          response.body().then(
            (body) => ({ url, body, startedMs }),
            () => null,
          ),
        );
      });
      await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
      const downloads = (await Promise.all(pending)).filter((item): item is Download => item !== null);
      await context.close();
      let raw = 0;
      let gzip = 0;
      console.log(`\n== ${route}: ${downloads.length} JS files ==`);
      for (const download of downloads) {
        const zipped = gzipSync(download.body, { level: 9 }).length;
        raw += download.body.length;
        gzip += zipped;
        console.log(
          `${String(download.startedMs).padStart(5)}ms ${kb(download.body.length).padStart(7)} ${kb(zipped).padStart(6)}  ${new URL(download.url).pathname}`,
        );
      }
      console.log(`total raw ${kb(raw)} KB, gzip ${kb(gzip)} KB`);
      console.log(`other responses:\n  ${others.join('\n  ')}`);
      if (showPackages) {
        const totals = new Map<string, number>();
        for (const download of downloads) attribute(download, totals, detail);
        console.log('-- raw bytes by package/folder --');
        for (const [owner, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, detail ? 70 : 40)) {
          console.log(`${kb(bytes).padStart(7)} KB  ${owner}`);
        }
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

void main();
