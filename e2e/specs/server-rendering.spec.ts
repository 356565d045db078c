import type { APIRequestContext, Page } from '@playwright/test';
import {
  assemblePage,
  isServerRenderedPath,
  negotiateLanguage,
  ServerRenderer,
  type RenderPage,
  type ServerRenderRequest,
} from '../../scripts/site/server-rendering';
import { expect, test } from '../support/fixtures';

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

  test('the page is in the language of the cookie, else of Accept-Language', async ({ request }) => {
    const french = await request.get('/landing/food', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(await french.text()).toMatch(/<html lang="fr" dir="ltr"/);
    const arabic = await request.get('/landing/food', {
      headers: { 'Accept-Language': 'fr-FR', Cookie: 'lang=ar' },
    });
    expect(await arabic.text()).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic.headers()['vary']).toContain('Cookie');
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
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items$/ });
    await expect(cart).toHaveAccessibleName('Cart, 0 items');

    await page
      .getByRole('button', { name: `Add to cart: ${dish}` })
      .first()
      .click();
    await expect(cart).toHaveAccessibleName('Cart, 1 items');
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

test.describe('server rendering pieces', () => {
  test('only the public landing pages are rendered on the server', () => {
    for (const path of [
      '/landing/homepage',
      '/landing/food',
      '/landing/food-detail/3',
      '/landing/combo-detail/2',
      '/landing/voucher',
      '/landing/review',
      '/landing/reservation',
      '/landing/reservation/',
    ]) {
      expect(isServerRenderedPath(path), path).toBe(true);
    }
    for (const path of ['/', '/auth/login', '/landing/reviews', '/landing/food-detail', '/dashboards/ecommerce']) {
      expect(isServerRenderedPath(path), path).toBe(false);
    }
  });

  test('the language is the cookie, else the best Accept-Language the site has, else English', () => {
    expect(negotiateLanguage('theme=dark; lang=ar', 'fr')).toBe('ar');
    expect(negotiateLanguage('lang=xx', 'fr')).toBe('fr');
    expect(negotiateLanguage(undefined, 'zh-CN,fr;q=0.5')).toBe('ch');
    expect(negotiateLanguage(undefined, 'de-DE, fr;q=0.8, en;q=0.9')).toBe('en');
    expect(negotiateLanguage(undefined, 'de, fr;q=0')).toBe('en');
    expect(negotiateLanguage(undefined, undefined)).toBe('en');
  });

  const INDEX = [
    '<!doctype html><html lang=en dir=ltr class=light><head><script>shell()</script></head><body>',
    '<div id=root><div class=shell><div class=hero>static</div></div></div><div id=other></div>',
    '</body></html>',
  ].join('');

  test('the markup replaces the static shell, the language sets <html>, the state cannot close its block', () => {
    const page = assemblePage(INDEX, {
      html: '<main>rendered</main>',
      state: { language: 'ar', queries: { mutations: [], queries: [] } },
    });
    expect(page).toContain('<div id=root><main>rendered</main></div><div id=other></div>');
    expect(page).not.toContain('static');
    expect(page).toMatch(/^<!doctype html><html lang="ar" dir="rtl" class=light>/);

    const script = '</script><script>alert(1)</script>';
    const hostile = assemblePage(INDEX, {
      html: '',
      state: {
        language: 'en',
        queries: {
          mutations: [],
          queries: [
            {
              queryKey: ['review'],
              queryHash: '["review"]',
              state: {
                data: { comment: script },
                dataUpdateCount: 1,
                dataUpdatedAt: 0,
                error: null,
                errorUpdateCount: 0,
                errorUpdatedAt: 0,
                fetchFailureCount: 0,
                fetchFailureReason: null,
                fetchMeta: null,
                isInvalidated: false,
                status: 'success',
                fetchStatus: 'idle',
              },
              dehydratedAt: 0,
            },
          ],
        },
      },
    });
    expect(hostile).not.toContain(script);
    const block = /<script type="application\/json" id="server-render-state">([\s\S]*?)<\/script><\/body>/.exec(
      hostile ?? '',
    );
    expect(JSON.parse(block?.[1] ?? 'null')).toMatchObject({
      queries: { queries: [{ state: { data: { comment: script } } }] },
    });

    const empty = { language: 'en' as const, queries: { mutations: [], queries: [] } };
    expect(assemblePage('<html><body>no root</body></html>', { html: '', state: empty })).toBeNull();
  });

  function fakeRenderer(render: RenderPage, options: { now?: () => number; maxQueued?: number } = {}) {
    const logs: string[] = [];
    const renderer = new ServerRenderer({
      hostServerEntry: '/nowhere/main.js',
      loadRenderPage: () => render,
      remotes: () => ({ ordering: 'http://127.0.0.1:1/remotes/ordering/server/remoteEntry.js' }),
      apiBaseUrl: () => 'http://127.0.0.1:1/api',
      readIndexHtml: () => Promise.resolve(INDEX),
      log: (line) => logs.push(line),
      ttlMs: 5000,
      ...options,
    });
    return { renderer, logs };
  }

  const rendered = (request: ServerRenderRequest) =>
    Promise.resolve({
      html: `<p>${request.language} ${request.url}</p>`,
      state: { language: request.language, queries: { mutations: [], queries: [] } },
      clientRenderedParts: [],
    });

  test('a page is rendered once per language and URL while fresh, again once stale or after a write', async () => {
    let now = 0;
    const calls: string[] = [];
    const { renderer } = fakeRenderer(
      (request) => {
        calls.push(`${request.language} ${request.url}`);
        return rendered(request);
      },
      { now: () => now },
    );
    const first = await renderer.page('/landing/food', 'en');
    expect(first?.html).toContain('<p>en /landing/food</p>');
    await renderer.page('/landing/food', 'en');
    await renderer.page('/landing/food', 'fr');
    expect(calls).toEqual(['en /landing/food', 'fr /landing/food']);

    now = 5001;
    await renderer.page('/landing/food', 'en');
    renderer.invalidate();
    await renderer.page('/landing/food', 'en');
    expect(calls).toEqual(['en /landing/food', 'fr /landing/food', 'en /landing/food', 'en /landing/food']);
  });

  test('a failed render gives null (the client-rendered page is sent), is logged and is not kept', async () => {
    let fail = true;
    const { renderer, logs } = fakeRenderer((request) =>
      fail ? Promise.reject(new Error('remote down')) : rendered(request),
    );
    expect(await renderer.page('/landing/food', 'en')).toBeNull();
    expect(logs.join('\n')).toContain('remote down');
    fail = false;
    expect((await renderer.page('/landing/food', 'en'))?.html).toContain('<p>en /landing/food</p>');
  });

  test('without the host server build, or with too many renders waiting, pages render in the browser', async () => {
    const missing = new ServerRenderer({
      hostServerEntry: '/nowhere/main.js',
      remotes: () => ({}),
      apiBaseUrl: () => 'http://127.0.0.1:1/api',
      readIndexHtml: () => Promise.resolve(INDEX),
      log: () => undefined,
    });
    expect(await missing.page('/landing/food', 'en')).toBeNull();

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { renderer } = fakeRenderer(
      async (request) => {
        await gate;
        return rendered(request);
      },
      { maxQueued: 1 },
    );
    const waiting = renderer.page('/landing/food', 'en');
    expect(await renderer.page('/landing/voucher', 'en')).toBeNull();
    release();
    expect(await waiting).not.toBeNull();
  });
});
