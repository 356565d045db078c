/**
 * `npm run budget [-- --report=<file>]`: the first-load byte budget
 * of issue 59 (scripts/lib/first-load-budget.ts) on the existing production build, served by the site server with
 * its API on a throw-away database, each public page loaded once in a fresh browser context. Prints each page's
 * figures and what is over; exits 1 when anything is (not in `npm test` until every page is within it). Bytes only: the
 * same build gives the same figures on any machine, loaded or not.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  BUDGET_HEADERS,
  BUDGET_PAGES,
  budgetRows,
  FILE_HEADERS,
  fileRows,
  FIRST_LOAD_OWN_BUDGET,
  FIRST_LOAD_TOTAL_BUDGET,
  firstLoadFigures,
  firstLoadFiles,
  overBudget,
  type BudgetReport,
  type FirstLoadFigures,
} from './lib/first-load-budget';
import { testBrowserPath } from './lib/test-browser';
import { textTable } from './lib/text-table';
import { createSiteServer } from './site/site-server';

async function main(): Promise<void> {
  const reportFlag = process.argv.find((arg) => arg.startsWith('--report='));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'first-load-budget-'));
  const site = await createSiteServer({
    port: 0,
    host: '127.0.0.1',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    log: (line) => console.log(line),
  });
  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: ['--no-sandbox'] });
  const all: FirstLoadFigures[] = [];
  try {
    for (const route of BUDGET_PAGES) {
      all.push(firstLoadFigures(route, await firstLoadFiles(browser, `${site.url}${route}`)));
    }
  } finally {
    await browser.close();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(textTable(BUDGET_HEADERS, budgetRows(all)));
  const kb = (bytes: number) => `${bytes / 1024} KB`;
  console.log(
    `\nBudget (issue 59): ${kb(FIRST_LOAD_TOTAL_BUDGET)} of JS, gzip -9, on each first load, at most ` +
      `${kb(FIRST_LOAD_OWN_BUDGET)} of it own code (not under node_modules; webpack runtime and glue included), split ` +
      "by the files' source maps (scripts/lib/package-attribution.ts); a file's gzip bytes shared in proportion to " +
      'its raw bytes. Details: `tsx scripts/webpack/first-render-report.ts <route> --packages`.',
  );
  for (const figures of all.filter((page) => overBudget(page).length > 0)) {
    console.log(`\n${figures.route}, file by file:\n${textTable(FILE_HEADERS, fileRows(figures))}`);
  }
  const unmapped = [...new Set(all.flatMap((figures) => figures.unmappedFiles))];
  if (unmapped.length > 0) console.log(`Files without a source map, counted as own code: ${unmapped.join(', ')}`);
  const empty = all.filter((figures) => figures.files === 0).map((figures) => `${figures.route}: no JS downloaded`);
  const over = [...empty, ...all.flatMap(overBudget)];
  for (const line of over) console.log(`OVER BUDGET ${line}`);
  const failedPages = all.filter((figures) => figures.files === 0 || overBudget(figures).length > 0).length;
  const report: BudgetReport = { passed: all.length - failedPages, failed: failedPages, over };
  if (reportFlag) writeFileSync(reportFlag.slice('--report='.length), JSON.stringify(report));
  process.exitCode = failedPages > 0 ? 1 : 0;
}

void main();
