/**
 * Interaction to Next Paint for `npm run bench` (issue 29 point 4): four things a user does, each driven through the
 * site's real UI by role and label (as the e2e specs do), measured by Google's web-vitals library injected from
 * node_modules (its attribution build: the INP with its input delay, processing and presentation parts and the
 * element of the slowest interaction), under a CPU slowdown applied through the DevTools protocol.
 *
 * Each run is a fresh browser context: the page is loaded and left to settle at full speed (the server render
 * hydrated, the network quiet, the browser idle), then the CPU is slowed and the user acts. What is measured is the
 * interaction on a page that is ready, not the page load (Lighthouse measures that).
 *
 * INP is a page's figure: its slowest interaction. The language switch takes two (opening the settings drawer, then
 * choosing the language), so its INP is the slower of the two, and the table says which element it was.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { paths } from '../../shared/src/router/paths';
import { ROOT_DIR } from './front-ends';
import { median } from './lighthouse';
import { scaled } from './machine';
import { milliseconds, textTable } from './text-table';

/** Issue 29's target for every interaction, the "good" bound of web.dev's INP thresholds. */
export const INP_TARGET_MS = 200;
/** Runs of each interaction at each CPU slowdown; the median is printed. */
export const INTERACTION_RUNS = 3;

/** The parts of one web-vitals INP report the bench prints. */
export interface InpReport {
  valueMs: number;
  /** web-vitals' own verdict: good (≤ 200 ms), needs-improvement (≤ 500 ms), poor */
  rating: string;
  /** A CSS selector of the slowest interaction's element, as web-vitals' attribution builds it */
  target: string | null;
  inputDelayMs: number | null;
  processingMs: number | null;
  presentationMs: number | null;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * One report as the page's `onINP` callback recorded it (the metric, its attribution flattened to plain data so it
 * crosses from the page); null when it is not one.
 */
export function parseInpReport(value: unknown): InpReport | null {
  if (typeof value !== 'object' || value === null) return null;
  const report = value as Record<string, unknown>;
  const valueMs = numberOrNull(report.value);
  if (valueMs === null || valueMs < 0) return null;
  const attribution =
    typeof report.attribution === 'object' && report.attribution !== null
      ? (report.attribution as Record<string, unknown>)
      : {};
  const target = attribution.interactionTarget;
  return {
    valueMs,
    rating: typeof report.rating === 'string' ? report.rating : '-',
    target: typeof target === 'string' && target !== '' ? target : null,
    inputDelayMs: numberOrNull(attribution.inputDelay),
    processingMs: numberOrNull(attribution.processingDuration),
    presentationMs: numberOrNull(attribution.presentationDelay),
  };
}

/** The last of the reports the page recorded (web-vitals reports each time the INP grows): the page's INP. */
export function latestInpReport(recorded: unknown): InpReport | null {
  if (!Array.isArray(recorded)) return null;
  const reports = recorded.map(parseInpReport).filter((report): report is InpReport => report !== null);
  return reports.at(-1) ?? null;
}

/** One interaction's runs at one CPU slowdown (a failed run is null, with its error in `errors`). */
export interface InteractionFigures {
  name: string;
  route: string;
  runs: (InpReport | null)[];
  errors: string[];
}

/** The run whose INP is the median (its parts are printed with it); null when no run reported one. */
export function medianRun(runs: readonly (InpReport | null)[]): InpReport | null {
  const middle = median(runs.map((run) => run?.valueMs ?? null));
  if (middle === null) return null;
  return runs.find((run) => run?.valueMs === middle) ?? null;
}

/**
 * web-vitals' selector of the interaction's element, shortened to what tells it apart in a table: its last two steps,
 * without emotion's generated `css-…` classes (they change with every style change).
 */
export function shortTarget(selector: string | null): string {
  if (selector === null) return '-';
  return selector
    .split('>')
    .slice(-2)
    .map((step) => step.replace(/\.css-[\w-]+/g, ''))
    .join('>');
}

/** The element cell: its short selector, or why there is none (see the bench's note under the table). */
function elementOf(run: InpReport | null): string {
  if (run === null) return '-';
  return run.target === null ? '(left the page)' : shortTarget(run.target);
}

/** Against the target: "ok", or by how much it is over. */
export function againstTarget(valueMs: number | null, targetMs = INP_TARGET_MS): string {
  if (valueMs === null) return '-';
  return valueMs <= targetMs ? 'ok' : `+${Math.round(valueMs - targetMs)} ms`;
}

/** The bench's table of one CPU slowdown: the median INP of each interaction, its runs, and the median run's parts. */
export function interactionTable(figures: readonly InteractionFigures[]): string {
  return textTable(
    [
      'interaction',
      'page',
      'runs',
      'INP',
      `target ${INP_TARGET_MS} ms`,
      'INP of each run',
      'input delay',
      'processing',
      'presentation',
      'slowest interaction on',
    ],
    figures.map((figure) => {
      const middle = medianRun(figure.runs);
      const measured = figure.runs.filter((run) => run !== null);
      return [
        figure.name,
        figure.route,
        String(measured.length),
        milliseconds(middle?.valueMs ?? null),
        againstTarget(middle?.valueMs ?? null),
        figure.runs.map((run) => (run === null ? '-' : String(Math.round(run.valueMs)))).join(' '),
        milliseconds(middle?.inputDelayMs ?? null),
        milliseconds(middle?.processingMs ?? null),
        milliseconds(middle?.presentationMs ?? null),
        elementOf(middle),
      ];
    }),
    [0, 1, 9],
  );
}

/** The restaurant's calendar day `offset` days from now (its own zone, not the host's), as the booking URL takes it. */
function restaurantDate(offset: number): string {
  const day = new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(day);
}

/** One thing a user does: where, what shows it is ready (at full speed), and the act itself with its visible outcome. */
interface Scenario {
  name: string;
  /** The page loaded first (printed) */
  route: string;
  /** The URL loaded, when it carries more than the route (a query) */
  url?: string;
  /** Waits until what the user will act on is on screen; returns what `act` needs from the page */
  ready: (page: Page) => Promise<string>;
  /** Acts (under the slowdown) and waits until the screen shows the result */
  act: (page: Page, found: string) => Promise<void>;
}

const TOMORROW_EVENING = new URLSearchParams({
  guests: '2',
  date: restaurantDate(1),
  time: '19:00',
  duration: '90',
});

const APPS_GROUP = 'Apps';
const SHOP_ITEM = 'Shop';
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'add a dish to the cart',
    route: paths.landing.food,
    ready: async (page) => {
      const add = page
        .getByRole('main')
        .getByRole('button', { name: /^Add to cart: / })
        .first();
      await add.waitFor();
      return (await add.getAttribute('aria-label')) ?? '';
    },
    act: async (page, label) => {
      await page.getByRole('main').getByRole('button', { name: label, exact: true }).first().click();
      const banner = page.getByRole('banner');
      const name = 'Cart, 1 item';
      await banner
        .getByRole('button', { name, exact: true })
        .or(banner.getByRole('link', { name, exact: true }))
        .first()
        .waitFor();
    },
  },
  {
    name: 'pick a table on the floor plan',
    route: paths.landing.reservation,
    url: `${paths.landing.reservation}?${TOMORROW_EVENING.toString()}`,
    ready: async (page) => {
      const free = page.getByRole('button', { name: /^\w+ \S+ — \d+ seats?, free$/ }).first();
      await free.waitFor();
      return /^(\w+) /.exec((await free.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    },
    act: async (page, code) => {
      const table = (pressed: boolean) =>
        page.getByRole('button', { name: new RegExp(`^${code} \\S+ — \\d+ seats?, `), pressed });
      await table(false).click();
      await table(true).waitFor();
    },
  },
  {
    name: 'switch the language (settings drawer)',
    route: paths.landing.homepage,
    ready: async (page) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /customi[sz]e|settings/i })
        .first()
        .waitFor();
      return 'Français';
    },
    act: async (page, language) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /customi[sz]e|settings/i })
        .first()
        .click();
      const drawer = page.getByRole('dialog');
      // The option's visible label is what a user clicks (the radio input itself is visually hidden).
      await drawer
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: language }) })
        .click();
      await drawer.getByRole('radio', { name: language, checked: true }).waitFor();
      await page.locator('html[lang="fr"]').waitFor({ state: 'attached' });
    },
  },
  {
    name: 'open a demo page from the menu',
    route: paths.demo.dashboards.ecommerce,
    ready: async (page) => {
      await mainNavigation(page).getByRole('button', { name: APPS_GROUP, exact: true }).waitFor();
      return paths.demo.ecommerce.shop;
    },
    act: async (page, to) => {
      // The dashboard's default layout is the horizontal one: a dropdown per group, its code fetched on first click.
      await mainNavigation(page).getByRole('button', { name: APPS_GROUP, exact: true }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: SHOP_ITEM, exact: true }).click();
      // The host's root layout marks the location it shows once the next page is on screen (root-layout.tsx).
      await page.locator(`html[data-location="${to}"]`).waitFor({ state: 'attached' });
    },
  },
];

const WEB_VITALS_DIR = path.join(ROOT_DIR, 'node_modules', 'web-vitals');

export function webVitalsVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(WEB_VITALS_DIR, 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? '?';
}

declare global {
  interface Window {
    /** Every INP report of the page, recorded by the script `inpRecorder` injects */
    benchInpReports?: unknown[];
  }
}

/**
 * The script every document of a measuring context runs before its own: web-vitals' attribution build (IIFE, the
 * `webVitals` global) from node_modules, then `onINP` recording each report. `reportAllChanges` reports each time the
 * INP grows instead of only when the page is hidden; `durationThreshold` 16 (the lowest the browser takes) so a quick
 * interaction is seen too (below it web-vitals falls back to the first input's delay).
 */
function inpRecorder(): string {
  const library = readFileSync(path.join(WEB_VITALS_DIR, 'dist', 'web-vitals.attribution.iife.js'), 'utf8');
  const record = `
window.benchInpReports = [];
webVitals.onINP(function (metric) {
  var a = metric.attribution || {};
  window.benchInpReports.push({
    value: metric.value,
    rating: metric.rating,
    attribution: {
      interactionTarget: a.interactionTarget,
      inputDelay: a.inputDelay,
      processingDuration: a.processingDuration,
      presentationDelay: a.presentationDelay,
    },
  });
}, { reportAllChanges: true, durationThreshold: 16 });`;
  return `${library.replace(/\/\/# sourceMappingURL=.*$/m, '')}\n${record}`;
}

/** Resolves once the browser has had an idle moment (or after `timeoutMs` without one). */
function untilIdle(page: Page, timeoutMs: number): Promise<void> {
  return page.evaluate(
    (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
    timeoutMs,
  );
}

/**
 * web-vitals reports in an idle callback after the interaction's entries arrive: wait for idle moments until the
 * recorded reports stop changing, then take the last.
 */
async function settledInp(page: Page): Promise<InpReport | null> {
  let previous = -1;
  for (let round = 0; round < 20; round += 1) {
    await untilIdle(page, scaled(2_000));
    const count = await page.evaluate(() => window.benchInpReports?.length ?? 0);
    if (count > 0 && count === previous) break;
    previous = count;
  }
  return latestInpReport(await page.evaluate(() => window.benchInpReports ?? []));
}

/** A server-rendered page shows its buttons before hydration: wait until the host marks it live (remote-page.tsx). */
async function untilPageLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('server-render-state') || document.documentElement.dataset['pageLive'] === 'true',
  );
}

async function runOnce(
  browser: Browser,
  siteUrl: string,
  scenario: Scenario,
  cpuSlowdown: number,
  script: string,
): Promise<InpReport> {
  const context = await browser.newContext();
  context.setDefaultTimeout(scaled(60_000));
  try {
    await context.addInitScript({ content: script });
    const page = await context.newPage();
    await page.goto(`${siteUrl}${scenario.url ?? scenario.route}`, { waitUntil: 'load' });
    await untilPageLive(page);
    await page.waitForLoadState('networkidle', { timeout: scaled(30_000) }).catch(() => undefined);
    const found = await scenario.ready(page);
    await untilIdle(page, scaled(5_000));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await scenario.act(page, found);
    const inp = await settledInp(page);
    if (inp === null) throw new Error('web-vitals reported no INP');
    return inp;
  } finally {
    await context.close();
  }
}

/** INTERACTION_RUNS runs of every scenario at one CPU slowdown, each in a fresh context. */
export async function measureInteractions(
  browser: Browser,
  siteUrl: string,
  cpuSlowdown: number,
): Promise<InteractionFigures[]> {
  const script = inpRecorder();
  const figures: InteractionFigures[] = [];
  for (const scenario of SCENARIOS) {
    const figure: InteractionFigures = { name: scenario.name, route: scenario.route, runs: [], errors: [] };
    for (let index = 0; index < INTERACTION_RUNS; index += 1) {
      try {
        figure.runs.push(await runOnce(browser, siteUrl, scenario, cpuSlowdown, script));
      } catch (error) {
        figure.runs.push(null);
        figure.errors.push(error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error));
      }
    }
    figures.push(figure);
  }
  return figures;
}
