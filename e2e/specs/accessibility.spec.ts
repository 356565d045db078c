import type { Page } from '@playwright/test';
import { HOME_PATH, PAGE_ROUTES, type PageRoute } from '../../host/src/app/routes';
import customizerEnglish from '../../host/src/locales/customizer/en';
import { scaled } from '../../scripts/lib/machine';
import { paths, routePatterns } from '../../shared/src/router/paths';
import { DEFAULT_CUSTOMIZER } from '../../shared/src/stores/customizer-store';
import { expectNoViolationReports, sweepViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { headerCart } from '../support/session';
import {
  scrollThroughPage,
  waitForSettledPage,
  watchDomChanges,
  watchRequests,
  type RequestsInFlight,
} from '../support/settled-page';
import { textInOtherFonts } from '../support/typeface';
import { openCustomizer } from './customizer';

/** An id that exists in the seeded API (food, combo, voucher). */
const SEEDED_ID = '1';

/** The demo's detail pages open its first post and product (what the menu links to), not a "not found" page. */
const DEMO_FIRST_RECORD_PATHS: Readonly<Record<string, string>> = {
  [routePatterns.demo.apps['blog-detail']]: paths.firstBlogPost,
  [routePatterns.demo.ecommerce.detail]: paths.firstProduct,
};

const withSeededId = (path: string): string => DEMO_FIRST_RECORD_PATHS[path] ?? path.replace(':id', SEEDED_ID);

/** A template demo page (sample data, drawn in the browser), rather than one of the restaurant's own. */
const isDemoRoute = (route: PageRoute): boolean => route.module.startsWith('demo/');

/**
 * A staff page: signed out (as these sweeps run) it only sends the visitor to the sign-in page, which is swept here
 * anyway; staff.spec.ts and staff-floor.spec.ts sweep the staff pages signed in as staff, light, dark and right-to-left,
 * back-office.spec.ts and reports.spec.ts the manager's pages signed in as the manager.
 * By path, not remote: the live floor (/staff/floor) is the reservation remote's.
 */
const isStaffRoute = (route: PageRoute): boolean => route.path.startsWith('/staff/');

/** Every restaurant page of the host's route table (landing, auth, the dish and combo details), with a real id. */
const SITE_PATHS = PAGE_ROUTES.filter((route) => !isDemoRoute(route) && !isStaffRoute(route)).map((route) =>
  withSeededId(route.path),
);

/** A layout and the remote that fills it. */
const regionOf = (route: PageRoute): string => `${route.layout} ${route.module.split('/')[0] ?? ''}`;

/**
 * Dark mode and right-to-left change colours and direction, not a page's structure, labels or names, which the light
 * sweep checks on every page: the restaurant's pages are swept on the first page of each layout and remote, plus the
 * menu and the sign-in form, the public pages with the most kinds of control. The demo pages are each swept in dark
 * mode and right-to-left below, with their screenshots.
 */
const REPRESENTATIVE_PATHS = [
  ...new Set([
    '/landing/food',
    '/auth/login',
    ...PAGE_ROUTES.filter((route) => !isDemoRoute(route) && !isStaffRoute(route))
      .filter((route, index, routes) => routes.findIndex((other) => regionOf(other) === regionOf(route)) === index)
      .map((route) => withSeededId(route.path)),
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

// Arabic is the language that turns the site right-to-left, with its own text in every component.
async function chooseRightToLeft(page: Page): Promise<void> {
  const customizer = await openCustomizer(page);
  await customizer.chooseLanguage('العربية');
  await customizer.close();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

const DISPLAY_MODES: readonly DisplayMode[] = [
  { name: 'dark', apply: chooseDarkMode },
  { name: 'rtl', apply: chooseRightToLeft },
];

interface WatchedSite {
  requests: RequestsInFlight;
  /** Every uncaught error of the pages visited, with the page it happened on: a sweep fails on any. */
  pageErrors: string[];
}

/** Opens the homepage in English, light, default theme, ready to be watched and swept. */
async function openSite(page: Page): Promise<WatchedSite> {
  const requests = watchRequests(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  await page.goto(HOME_PATH);
  await watchDomChanges(page);
  // The header's cart: the host's link for a guest, the ordering remote's button once signed in; scan what is shown.
  await expect(headerCart(page, /cart/i)).toBeVisible();
  await waitForSettledPage(page, requests);
  return { requests, pageErrors };
}

/** A sweep passes with no serious or critical violation and no page error on any page it visited. */
function expectCleanSweep(site: WatchedSite, reports: readonly string[], where: string): void {
  expectNoViolationReports(reports, where);
  expect(site.pageErrors, `page errors ${where}`).toEqual([]);
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

/**
 * The demo pages' visual regression suite rides on their axe sweep (each demo page is visited twice in all: light at
 * 1440 px, then dark and right-to-left at 390 px), so a layout that breaks later fails a test without a third visit.
 */
interface DemoLook {
  /** The baselines' folder under e2e/screenshots/, and the tests' title. */
  name: string;
  title: string;
  viewport: { width: number; height: number };
  apply: (page: Page) => Promise<void>;
}

const DEMO_LOOKS: readonly DemoLook[] = [
  { name: 'light-1440', title: 'light mode, 1440 px', viewport: { width: 1440, height: 900 }, apply: async () => {} },
  {
    name: 'dark-rtl-390',
    title: 'dark mode and right-to-left, 390 px',
    viewport: { width: 390, height: 844 },
    apply: async (page) => {
      await chooseDarkMode(page);
      await chooseRightToLeft(page);
    },
  },
];

interface DemoPage {
  path: string;
  /** The screenshot's file: the route's path without its parameter, `apps-blog-detail.png`. */
  screenshot: string;
}

const screenshotName = (pattern: string): string =>
  `${pattern
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'))
    .join('-')}.png`;

const DEMO_PAGES: readonly DemoPage[] = PAGE_ROUTES.filter(isDemoRoute).map((route) => ({
  path: withSeededId(route.path),
  screenshot: screenshotName(route.path),
}));

/** Each look's demo pages in parts of about 15, so two workers share them and a part stays within its limit. */
const DEMO_PARTS = Math.ceil(DEMO_PAGES.length / 15);
const demoPart = (index: number): readonly DemoPage[] => {
  const size = Math.ceil(DEMO_PAGES.length / DEMO_PARTS);
  return DEMO_PAGES.slice(index * size, (index + 1) * size);
};

/**
 * The instant the demo pages are drawn at. The sample data comes from a fixed seed but counts its dates back from
 * now, and pages show relative times, today's calendar and the date pickers' "today": frozen, every run draws the
 * same pixels. Noon UTC keeps the date the same in any time zone a reader's machine is in.
 */
const DEMO_CLOCK = new Date('2026-11-20T12:00:00Z');

/**
 * How a screenshot is compared with its baseline. Every glyph on these pages is drawn from the faces the site ships
 * (the sweep checks it page by page) and placed without the machine's hinting (`--font-render-hinting=none`), so the
 * machine's fonts change no pixel; what another Chromium build still changes is how a glyph's edge is blended. Measured
 * on Debian's two builds of one version, the headless shell against the desktop browser, over the 118 baselines: at
 * most 593 pixels of a page differ by more than `threshold` 0.4 (Playwright's pixelmatch colour distance; at its
 * default 0.2, up to 2,046, as many as a moved card). A card moved by 4 px changes 2,762 (the test below proves the
 * limit holds it), a wrapped title or a missing chart thousands more. A count, not a share of the page: a moved card
 * changes as many pixels on a long page as on a short one.
 */
const SCREENSHOT_COMPARISON = { threshold: 0.4, maxDiffPixels: 1_200 } as const;

/** The whole page (a layout breaks as often below the fold as above it), CSS animations finished. */
const SCREENSHOT_OPTIONS = { fullPage: true, animations: 'disabled', ...SCREENSHOT_COMPARISON } as const;

test.describe('accessibility: zero serious or critical WCAG A/AA violations (axe)', () => {
  test.describe.configure({ mode: 'parallel' });

  test('every restaurant page, light mode', async ({ page }) => {
    test.setTimeout(SWEEP_TIMEOUT_MS);
    const site = await openSite(page);
    expectCleanSweep(site, await sweep(page, site.requests, SITE_PATHS), 'in light mode');
  });

  for (const mode of DISPLAY_MODES) {
    test(`one restaurant page of each layout and remote, ${mode.name} mode`, async ({ page }) => {
      test.setTimeout(SWEEP_TIMEOUT_MS);
      const site = await openSite(page);
      await mode.apply(page);
      expectCleanSweep(site, await sweep(page, site.requests, REPRESENTATIVE_PATHS), `in ${mode.name} mode`);
    });
  }

  for (const look of DEMO_LOOKS) {
    test.describe(`every demo page, ${look.title}, and its screenshot`, () => {
      // Chart.js animations follow the reduced-motion preference (the demo's chart set-up); the time zone fixes the
      // dates the sample data shows.
      test.use({ viewport: look.viewport, reducedMotion: 'reduce', timezoneId: 'UTC' });

      for (let part = 0; part < DEMO_PARTS; part += 1) {
        test(`part ${part + 1} of ${DEMO_PARTS}`, async ({ page }) => {
          test.setTimeout(SWEEP_TIMEOUT_MS);
          await page.clock.setFixedTime(DEMO_CLOCK);
          const site = await openSite(page);
          await look.apply(page);
          const reports: string[] = [];
          for (const demo of demoPart(part)) {
            reports.push(...(await sweep(page, site.requests, [demo.path], `, ${look.title}`)));
            // Soft: every page of the part is compared, and each failure leaves its diff in test-results/.
            await expect.soft(page).toHaveScreenshot([look.name, demo.screenshot], SCREENSHOT_OPTIONS);
            // A glyph the site's faces lack would be drawn by the machine's fonts, different on every machine.
            expect.soft(await textInOtherFonts(page), `${demo.path}, text drawn in another font`).toEqual([]);
          }
          expectCleanSweep(site, reports, `in ${look.title}`);
        });
      }
    });
  }

  test.describe('the screenshot comparison', () => {
    const [look] = DEMO_LOOKS;
    test.use({ viewport: look?.viewport, reducedMotion: 'reduce', timezoneId: 'UTC' });

    test('fails a page whose card moved by 4 px', async ({ page }) => {
      // It reads a baseline and never writes one.
      test.skip(['all', 'changed'].includes(test.info().config.updateSnapshots), 'baselines are being recorded');
      test.setTimeout(SWEEP_TIMEOUT_MS);
      await page.clock.setFixedTime(DEMO_CLOCK);
      const site = await openSite(page);
      const dashboard = paths.demo.dashboards.ecommerce;
      await navigateInApp(page, dashboard);
      await waitForSettledPage(page, site.requests);
      await scrollThroughPage(page, site.requests);
      const baseline = [look?.name ?? '', screenshotName(dashboard)];
      // As the sweep compares it: the page as it is matches its baseline.
      await expect(page).toHaveScreenshot(baseline, SCREENSHOT_OPTIONS);

      const card = page
        .locator('.chakra-card__root')
        .filter({ has: page.getByRole('heading', { name: 'Payment gateways' }) });
      await card.evaluate((element) => {
        element.style.translate = '0 4px';
      });
      const moved = await page.screenshot({ fullPage: true, animations: 'disabled' });
      expect(() => expect(moved).toMatchSnapshot(baseline, SCREENSHOT_COMPARISON)).toThrow(
        /pixels \(ratio [\d.]+ of all image pixels\) are different/,
      );
    });
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the other colour themes, ${mode} mode, on the pages that paint most with them`, async ({ page }) => {
      test.setTimeout(SWEEP_TIMEOUT_MS);
      const site = await openSite(page);
      if (mode === 'dark') await chooseDarkMode(page);
      const reports: string[] = [];
      for (const theme of OTHER_THEME_LABELS) {
        await chooseTheme(page, theme);
        reports.push(...(await sweep(page, site.requests, THEME_SAMPLE_PATHS, ` (${theme}, ${mode})`)));
      }
      expectCleanSweep(site, reports, `in the other colour themes, ${mode} mode`);
    });
  }
});
