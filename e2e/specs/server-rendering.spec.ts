import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createSiteServer } from '../../scripts/site/site-server';
import { apiSignIn, registerVerifiedDiner } from '../support/api';
import { expect, test } from '../support/fixtures';
import { accountButton, submitSignIn } from '../support/session';
import { openCustomizer } from './customizer';

interface Named {
  name: string;
}

async function dataOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function dishNames(request: APIRequestContext): Promise<string[]> {
  const page = await dataOf<{ items: Named[] }>(request, '/public/food/getFoodsByCategory?page=1&size=8');
  return page.items.map((food) => food.name);
}

async function floorNames(request: APIRequestContext): Promise<string[]> {
  return (await dataOf<Named[]>(request, '/public/restaurant-table/floors')).map((floor) => floor.name);
}

/** How a name appears in HTML text (React escapes these). */
function inHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Console errors and page errors of a page (a hydration mismatch is reported as a console error). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('public pages arrive rendered', () => {
  test('the homepage, menu and reservation HTML hold the dishes and floors before any script runs', async ({
    request,
  }) => {
    const dishes = await dishNames(request);
    const floors = await floorNames(request);
    expect(dishes.length).toBeGreaterThan(0);
    expect(floors.length).toBeGreaterThan(0);

    for (const path of ['/landing/homepage', '/landing/food']) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      for (const dish of dishes.slice(0, 4)) expect(html, `${path} names ${dish}`).toContain(inHtml(dish));
      expect(html, path).toContain('id="server-render-state"');
    }
    const reservation = await (await request.get('/landing/reservation')).text();
    expect(reservation).toContain(inHtml(floors[0] ?? ''));
  });

  test('a review posted through the API is in the next rendered review page, not after the page expires', async ({
    request,
  }) => {
    const reviewPage = () => request.get('/landing/review', { headers: { Accept: 'text/html' } });
    const before = await reviewPage();
    // kept 5 s: only the write's invalidation can put the review in a page asked for within them
    expect(before.headers()['etag'], 'rendered on the server').toContain('ssr-');
    const diner = await registerVerifiedDiner(request, 'ssr-review');
    const token = await apiSignIn(request, diner);
    const comment = `Fresh on the server ${Date.now().toString(36)}`;
    const posted = await request.post('/api/public/restaurant-review', {
      headers: { Authorization: `Bearer ${token}` },
      data: { rating: 5, comment },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    expect(await (await reviewPage()).text()).toContain(inHtml(comment));
  });

  test("a language's URL is rendered in that language before any script runs; an unprefixed URL is English for everyone", async ({
    request,
  }) => {
    // one URL, one page: the browser's Accept-Language and cookies choose nothing, so every answer is cacheable
    const vietnamese = await request.get('/vi/landing/food', {
      headers: { 'Accept-Language': 'ar,en;q=0.8', Cookie: 'lang=ar' },
    });
    const html = await vietnamese.text();
    expect(html).toMatch(/<html lang="vi" dir="ltr"/);
    expect(html).toContain('Thực đơn');
    expect(html).toContain('Giỏ hàng');
    expect(html).not.toContain('Food menu');
    const unprefixed = await request.get('/landing/food', { headers: { 'Accept-Language': 'vi-VN,vi;q=0.9' } });
    expect(await unprefixed.text()).toMatch(/<html lang="en" dir="ltr"/);
    expect(unprefixed.headers()['vary'] ?? '').not.toMatch(/accept-language/i);
  });

  test("a Vietnamese browser's first visit goes to the Vietnamese page, which hydrates as rendered and takes an order", async ({
    browser,
    request,
  }) => {
    const [dish = ''] = await dishNames(request);
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.goto('/landing/food');
    await expect(page).toHaveURL(/\/vi\/landing\/food$/);
    await page.waitForLoadState('networkidle');
    const cart = page.getByRole('banner').getByLabel(/^Giỏ hàng, \d+ món$/);
    await expect(cart).toHaveAccessibleName('Giỏ hàng, 0 món');
    await page
      .getByRole('button', { name: `Thêm vào giỏ: ${dish}` })
      .first()
      .click();
    await expect(cart).toHaveAccessibleName('Giỏ hàng, 1 món');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('without JavaScript the dishes and the floor plan are on screen', async ({ browser, request }) => {
    const [dish = ''] = await dishNames(request);
    const [floor = ''] = await floorNames(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/landing/homepage');
    await expect(page.getByRole('heading', { name: 'Bếp Nhà', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: dish }).first()).toBeVisible();

    await page.goto('/landing/food');
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: dish }).first()).toBeVisible();

    await page.goto('/landing/reservation');
    await expect(page.getByRole('heading', { name: 'Reserve a table', level: 1 })).toBeVisible();
    await expect(page.getByText(floor).first()).toBeVisible();
    await context.close();
  });

  test('the menu hydrates without an error and a dish goes into the cart', async ({ page, request }) => {
    const [dish = ''] = await dishNames(request);
    const errors = recordErrors(page);
    await page.goto('/landing/food');
    await page.waitForLoadState('networkidle');
    // The host's cart link, replaced by the ordering remote's cart button once the browser is idle.
    const cart = page.getByRole('banner').getByLabel(/^Cart, \d+ items?$/);
    await expect(cart).toHaveAccessibleName('Cart, 0 items');

    await page
      .getByRole('button', { name: `Add to cart: ${dish}` })
      .first()
      .click();
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    expect(errors).toEqual([]);
  });

  test('the homepage hydrates without an error and its links navigate', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/landing/homepage');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/landing\/food$/);
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a homepage section below the fold hydrates when scrolled to, and its add-to-cart button works', async ({
    page,
    request,
  }) => {
    const [dish = ''] = await dishNames(request);
    const errors = recordErrors(page);
    // React marks each DOM node it has hydrated with its fiber; the server's HTML of a section still waiting has none.
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    await page.goto('/landing/homepage');
    await page.waitForLoadState('networkidle');
    const add = page.getByRole('button', { name: `Add to cart: ${dish}` }).first();
    await expect(add, 'the server rendered it').toBeAttached();
    expect(await add.evaluate(hydrated), 'not hydrated while far below the fold').toBe(false);

    await add.scrollIntoViewIfNeeded();
    await expect.poll(() => add.evaluate(hydrated)).toBe(true);
    const cart = page.getByRole('banner').getByLabel(/^Cart, \d+ items?$/);
    await expect(cart).toHaveAccessibleName('Cart, 0 items');
    await add.click();
    await expect(cart).toHaveAccessibleName('Cart, 1 item');
    expect(errors).toEqual([]);
  });

  test('a language chosen before scrolling translates the whole homepage, the sections below the fold too', async ({
    page,
    request,
  }) => {
    const [dish = ''] = await dishNames(request);
    const errors = recordErrors(page);
    await page.goto('/landing/homepage');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: `Add to cart: ${dish}` }).first()).toBeAttached();

    const customizer = await openCustomizer(page);
    await customizer.chooseLanguage('Français');
    await customizer.close();

    // The sections still waiting for the diner to scroll were the server's English HTML: they change language with the
    // page, not only once scrolled to.
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Accueil' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Ajouter au panier : ${dish}` }).first()).toBeAttached();
    await expect(page.getByRole('button', { name: `Add to cart: ${dish}` })).toHaveCount(0);

    // One URL per language (issue 56): the switch moved to the French page's URL without a reload (what this document
    // holds survives), in-app links keep French, Back returns to the English URL and page, Forward to the French.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
    await expect(page).toHaveURL(/\/fr\/landing\/homepage$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Accueil' }).first()).toHaveAttribute(
      'href',
      '/fr/landing/homepage',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/landing\/homepage$/);
    await expect(page).not.toHaveURL(/\/fr\//);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' }).first()).toHaveAttribute(
      'href',
      '/landing/homepage',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goForward();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Accueil' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');

    // A reload is the server's French page, in French before any script, with its alternates and canonical URL.
    const reloaded = await page.reload();
    const html = (await reloaded?.text()) ?? '';
    expect(html).toMatch(/^<!doctype html><html lang="fr" dir="ltr"/i);
    expect(html).toContain('>Accueil<');
    const origin = new URL(page.url()).origin;
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${origin}/ar/landing/homepage">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/landing/homepage">`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/fr/landing/homepage">`);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Accueil' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(errors).toEqual([]);
  });

  test("the theme's global CSS applies once, from the server's page or built by the browser", async ({ page }) => {
    /** The page's rules declaring the token variables, and two things only the global CSS sets. */
    const globalCss = () =>
      page.evaluate(() => {
        const sheets = Array.from(document.styleSheets);
        const rules = sheets.flatMap((sheet) => Array.from(sheet.cssRules));
        return {
          tokenRules: rules.filter((rule) => rule.cssText.includes('--chakra-colors-bg-subtle:')).length,
          pageBackground: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-bg-subtle'),
          bodyMargin: getComputedStyle(document.body).margin,
        };
      });
    const applied = { tokenRules: 1, pageBackground: expect.stringMatching(/^#/), bodyMargin: '0px' };

    // Hydrated: the server's style element carries it, and the browser does not build it again.
    await page.goto('/landing/homepage');
    await page.waitForLoadState('networkidle');
    expect(await globalCss()).toEqual(applied);
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    expect(await globalCss()).toEqual(applied);

    // Rendered in the browser only (no server rendering of this page): the browser builds it.
    await page.goto('/auth/404');
    await page.waitForLoadState('networkidle');
    expect(await globalCss()).toEqual(applied);
  });

  test('the sign-in page arrives rendered, hydrates without an error and signs a diner in', async ({
    page,
    request,
  }) => {
    const diner = await registerVerifiedDiner(request, 'rendered-sign-in');
    const html = await (await request.get('/auth/login')).text();
    expect(html).toContain('id="server-render-state"');
    expect(html).toContain('E-mail address');
    // Until the page's script runs, the form cannot be sent (a native GET would put the password in the URL).
    expect(html).toMatch(/<form[^>]* method="post"/);

    const errors = recordErrors(page);
    await page.goto('/auth/login');
    await submitSignIn(page, diner.email, diner.password);
    await expect(accountButton(page)).toBeVisible();
    expect(page.url()).not.toContain(diner.password);
    // the review form arrives rendered signed out, as a crawler reads it, and hydrates into the signed-in diner's
    expect(await (await request.get('/landing/reviews')).text()).toContain('id="server-render-state"');
    await page.goto('/landing/reviews');
    await expect(page.getByText('You have not reviewed us yet')).toBeVisible();
    await expect(page).toHaveTitle(/^Write a review — /);
    expect(errors).toEqual([]);
  });

  test("what a diner types into the sign-in form before the page's script runs is kept", async ({ page }) => {
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // The main frame's own goto: the fixture's page.goto waits for the page to be live, this test types before then.
    await page.mainFrame().goto('/auth/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    const email = page.getByLabel('E-mail address');
    const password = page.getByRole('textbox', { name: 'Password' });
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await email.fill('early@example.com');
    await password.fill('typed before the script');
    await expect(submit).toBeDisabled();

    releaseScripts();
    await expect(submit).toBeEnabled();
    await expect(email).toHaveValue('early@example.com');
    await expect(password).toHaveValue('typed before the script');
  });

  test('the reservation page hydrates without an error and a table can be picked', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/landing/reservation');
    await page.waitForLoadState('networkidle');
    const free = page.getByRole('button', { name: /^\w+ \S+ — \d+ seats?, free$/ }).first();
    await free.click();
    await expect(free).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/tables=\d+/);
    expect(errors).toEqual([]);
  });
});

test.describe('demo pages arrive rendered', () => {
  // Fourteen hours ahead of the UTC the server writes dates in: most of the sample data's days differ here.
  const READER_TIME_ZONE = 'Pacific/Kiritimati';
  test.use({ timezoneId: READER_TIME_ZONE });

  interface SampleEmail {
    subject: string;
    time: string;
  }

  function emailsOf(html: string): SampleEmail[] {
    const state = /<script type="application\/json" id="server-render-state">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const { queries } = JSON.parse(state) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    const emails = queries.queries.find((query) => query.queryKey.includes('emails'));
    return (emails?.state.data ?? []) as SampleEmail[];
  }

  test('the dashboard, shop, e-mail, a chart and the date pickers come rendered and hydrate without an error', async ({
    page,
    request,
  }) => {
    const pages = [
      ['/dashboards/ecommerce', 'Ecommerce dashboard'],
      ['/apps/ecommerce/shop', 'Shop'],
      ['/apps/email', 'Email'],
      ['/charts/area-chart', 'Area chart'],
      ['/forms/form-elements/date-time', 'Date & time'],
    ] as const;
    const errors = recordErrors(page);
    for (const [path, heading] of pages) {
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      expect(html, path).toContain('id="server-render-state"');
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${inHtml(heading)}</h1>`));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // A date written in another day than the server's would be a hydration mismatch, reported here.
    expect(errors).toEqual([]);
  });

  test("a rendered e-mail list shows the reader's own days once hydrated", async ({ page, request }) => {
    const html = await (await request.get('/apps/email', { headers: { Accept: 'text/html' } })).text();
    const day = (time: string, timeZone: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone }).format(new Date(time));
    const email = emailsOf(html).find(({ time }) => day(time, 'UTC') !== day(time, READER_TIME_ZONE));
    if (!email) throw new Error("no sample e-mail falls on another day in the reader's time zone");
    expect(html).toContain(day(email.time, 'UTC'));

    await page.goto('/apps/email');
    await expect(page.getByRole('listitem').filter({ hasText: email.subject }).first()).toContainText(
      day(email.time, READER_TIME_ZONE),
    );
  });

  test("the sample images a rendered page names are the demo remote's own files", async ({ request }) => {
    const html = await (await request.get('/apps/ecommerce/shop', { headers: { Accept: 'text/html' } })).text();
    const images = [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map(([, source = '']) => source);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/^\/remotes\/demo\/images\/[\w-]+\.[\da-z]{10}\.svg$/);
      expect((await request.get(image)).status(), image).toBe(200);
    }
  });
});

test('a remote the server cannot load leaves its part to the browser, and the rest of the page is rendered', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-ssr-dead-remote-'));
  // The ordering remote "lives" where nothing answers: the homepage's layout still comes rendered, its content not.
  // Without its own API (the layout reads none for a guest), as the site-server spec's copies run.
  const site = await createSiteServer({
    port: 0,
    host: '127.0.0.1',
    withApi: false,
    env: { DATA_DIR: dataDir, REMOTE_ORDERING_URL: 'http://127.0.0.1:9/mf-manifest.json' },
    log: () => undefined,
  });
  try {
    const response = await fetch(`http://127.0.0.1:${site.port}/landing/homepage`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="server-render-state"');
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('Skip to main content');
    // React's marker of a boundary the browser renders itself.
    expect(html).toContain('<!--$!-->');
    expect(html).not.toContain('Popular dishes');
  } finally {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
