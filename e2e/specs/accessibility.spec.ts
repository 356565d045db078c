import type { Page } from '@playwright/test';
import { HOME_PATH, PAGE_ROUTES, type PageRoute } from '../../host/src/app/routes';
import customizerEnglish from '../../host/src/locales/customizer/en';
import { scaled } from '../../scripts/lib/machine';
import { paths, routePatterns } from '../../shared/src/router/paths';
import { DEFAULT_CUSTOMIZER } from '../../shared/src/stores/customizer-store';
import { expectNoViolationReports, sweepViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { headerCart } from '../support/session';
import {
  scrollThroughPage,
  waitForSettledPage,
  watchDomChanges,
  watchRequests,
  type RequestsInFlight,
} from '../support/settled-page';
import { openCustomizer } from './customizer';

/** An id that exists in the seeded API (food, combo, voucher). */
const SEEDED_ID = '1';

/** The demo's detail pages open its first post and product (what the menu links to), not a "not found" page. */
const DEMO_FIRST_RECORD_PATHS: Readonly<Record<string, string>> = {
  [routePatterns.demo.apps['blog-detail']]: paths.firstBlogPost,
  [routePatterns.demo.ecommerce.detail]: paths.firstProduct,
};

const withSeededId = (path: string): string => DEMO_FIRST_RECORD_PATHS[path] ?? path.replace(':id', SEEDED_ID);

/** Every page of the host's route table, with a real id where the path takes one. */
const SWEEP_PATHS = PAGE_ROUTES.map((route) => withSeededId(route.path));

/**
 * The light sweep of every page is split in two, so the two Playwright workers share it (each half is one test).
 */
const SWEEP_HALVES = [
  SWEEP_PATHS.slice(0, Math.ceil(SWEEP_PATHS.length / 2)),
  SWEEP_PATHS.slice(Math.ceil(SWEEP_PATHS.length / 2)),
];

/** A layout and the remote that fills it; each demo section is a module of its own. */
const regionOf = (route: PageRoute): string =>
  route.module.startsWith('demo/') ? route.module : `${route.layout} ${route.module.split('/')[0] ?? ''}`;

/**
 * Dark mode and right-to-left change colours and direction, not a page's structure, labels or names, which the light
 * sweep checks on every page: they are swept on the first page of each layout and remote (each demo section counted
 * as one), plus the menu and the sign-in form, the public pages with the most kinds of control.
 */
const REPRESENTATIVE_PATHS = [
  ...new Set([
    '/landing/food',
    '/auth/login',
    ...PAGE_ROUTES.filter(
      (route, index) => PAGE_ROUTES.findIndex((other) => regionOf(other) === regionOf(route)) === index,
    ).map((route) => withSeededId(route.path)),
  ]),
];

/**
 * Pages that paint most with the colour theme: solid, outline and ghost buttons, links, the current menu item. The
 * other colour themes are swept on these only (the default theme gets every page): enough to catch a palette whose
 * text falls below 4.5:1, at a fraction of the time. Status badges (green, red) do not follow the theme.
 */
const THEME_SAMPLE_PATHS = ['/landing/homepage', '/auth/login', '/forms/form-elements/button'];

/** The customizer's colour themes other than the default, by the English label of their radio button. */
const OTHER_THEME_LABELS = Object.entries(customizerEnglish.customizer.themes)
  .filter(([theme]) => theme !== DEFAULT_CUSTOMIZER.theme)
  .map(([, label]) => label);

/** ~30 pages, each settled, scrolled through and scanned: minutes on 2 shared cores, far beyond one journey's 45 s. */
const SWEEP_TIMEOUT_MS = scaled(10 * 60_000);

interface DisplayMode {
  name: string;
  /** Switches the page to this mode through the customizer, as a diner does. */
  apply: (page: Page) => Promise<void>;
}

async function chooseDarkMode(page: Page): Promise<void> {
  const customizer = await openCustomizer(page);
  await customizer.chooseDarkMode();
  await customizer.close();
}

async function chooseTheme(page: Page, label: string): Promise<void> {
  const customizer = await openCustomizer(page);
  await customizer.chooseTheme(label);
  await customizer.close();
}

const DISPLAY_MODES: readonly DisplayMode[] = [
  { name: 'dark', apply: chooseDarkMode },
  {
    // Arabic is the language that turns the site right-to-left, with its own text in every component.
    name: 'rtl',
    apply: async (page) => {
      const customizer = await openCustomizer(page);
      await customizer.chooseLanguage('العربية');
      await customizer.close();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    },
  },
];

/**
 * Goes to `path` inside the running app, as following one of its links does. The customizer settings live in
 * memory only (only auth survives a reload), so a page load would drop the mode under test.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
}

/** Opens the homepage in English, light, default theme, ready to be watched and swept. */
async function openSite(page: Page): Promise<RequestsInFlight> {
  const requests = watchRequests(page);
  await page.goto(HOME_PATH);
  await watchDomChanges(page);
  // The header's cart: the host's link for a guest, the ordering remote's button once signed in; scan what is shown.
  await expect(headerCart(page, /cart/i)).toBeVisible();
  await waitForSettledPage(page, requests);
  return requests;
}

/** Visits each path, lets it finish rendering (scrolled through), and describes its serious and critical violations. */
function sweep(page: Page, requests: RequestsInFlight, paths: readonly string[], where = ''): Promise<string[]> {
  return sweepViolations(
    page,
    paths,
    async (path) => {
      await navigateInApp(page, path);
      await waitForSettledPage(page, requests);
      await scrollThroughPage(page, requests);
    },
    (path) => `${path}${where}`,
  );
}

test.describe('accessibility: zero serious or critical WCAG A/AA violations (axe)', () => {
  test.describe.configure({ mode: 'parallel' });

  SWEEP_HALVES.forEach((paths, index) => {
    test(`every route, light mode (part ${index + 1} of ${SWEEP_HALVES.length})`, async ({ page }) => {
      test.setTimeout(SWEEP_TIMEOUT_MS);
      const requests = await openSite(page);
      expectNoViolationReports(await sweep(page, requests, paths), 'light mode');
    });
  });

  for (const mode of DISPLAY_MODES) {
    test(`one page of each layout and module, ${mode.name} mode`, async ({ page }) => {
      test.setTimeout(SWEEP_TIMEOUT_MS);
      const requests = await openSite(page);
      await mode.apply(page);
      expectNoViolationReports(await sweep(page, requests, REPRESENTATIVE_PATHS), `${mode.name} mode`);
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`the other colour themes, ${mode} mode, on the pages that paint most with them`, async ({ page }) => {
      test.setTimeout(SWEEP_TIMEOUT_MS);
      const requests = await openSite(page);
      if (mode === 'dark') await chooseDarkMode(page);
      const reports: string[] = [];
      for (const theme of OTHER_THEME_LABELS) {
        await chooseTheme(page, theme);
        reports.push(...(await sweep(page, requests, THEME_SAMPLE_PATHS, ` (${theme}, ${mode})`)));
      }
      expectNoViolationReports(reports, `in the other colour themes, ${mode} mode`);
    });
  }
});
