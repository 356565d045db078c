import { describe, expect, it } from '@jest/globals';
import type { RenderPage, ServerRenderRequest } from '../../shared/src/server-rendering/server-render-state';
import {
  assemblePage,
  changesPublicPages,
  isServerRenderedPath,
  renderUrlOf,
  ServerRenderer,
  webPublicPathOf,
} from './server-rendering';

describe('server rendering', () => {
  it('only the public landing pages, the sign-in forms and the demo pages (but calendar and editor) are rendered on the server', () => {
    const rendered = [
      '/landing/homepage',
      '/landing/food',
      '/landing/food-detail/3',
      '/landing/combo-detail/2',
      '/landing/voucher',
      '/landing/review',
      '/landing/reviews',
      '/landing/reservation',
      '/landing/reservation/',
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/dashboards/ecommerce',
      '/apps/email',
      '/apps/ecommerce/detail/368',
      '/charts/area-chart',
    ];
    expect(rendered.filter((path) => !isServerRenderedPath(path))).toEqual([]);
    const notRendered = [
      '/',
      '/auth/two-steps',
      '/auth/maintenance',
      '/auth/404',
      '/landing/food-detail',
      '/landing/food-detail/',
      '/landing/food-detail/3/4',
      '/landing/foodx',
      '/xlanding/food',
      '/landing/orders',
      '/staff/floor',
      '/apps/calendar',
      '/forms/quill-editor',
      '/apps/ecommerce/detail',
    ];
    expect(notRendered.filter(isServerRenderedPath)).toEqual([]);
    // the same pages in every other language, under its prefix
    expect(rendered.map((path) => `/ar${path}`).filter((path) => !isServerRenderedPath(path))).toEqual([]);
    expect(['/zh/landing/food', '/fr/auth/login'].filter((path) => !isServerRenderedPath(path))).toEqual([]);
    expect(['/fr/auth/404', '/de/landing/food', '/fr', '/fr/'].filter(isServerRenderedPath)).toEqual([]);
  });

  it("a remote's web build is served from its manifest's folder, on this site or elsewhere", () => {
    expect(webPublicPathOf('/remotes/demo/mf-manifest.json')).toBe('/remotes/demo/');
    expect(webPublicPathOf('/releases/demo/20261129T070000Z-abc/mf-manifest.json')).toBe(
      '/releases/demo/20261129T070000Z-abc/',
    );
    expect(webPublicPathOf('https://cdn.example/demo/mf-manifest.json')).toBe('https://cdn.example/demo/');
  });

  const INDEX = [
    '<!doctype html><html lang=en dir=ltr class=light><head><script>shell()</script></head><body>',
    '<div id=root><div class=shell><div class=hero>static</div></div></div><div id=other></div>',
    '</body></html>',
  ].join('');

  it('the markup replaces the static shell, the language sets <html>, the state cannot close its block', () => {
    const page = assemblePage(INDEX, {
      html: '<main>rendered</main>',
      styles: '',
      state: { language: 'ar', queries: { mutations: [], queries: [] } },
    });
    expect(page).toContain('<div id=root><main>rendered</main></div><div id=other></div>');
    expect(page).not.toContain('static');
    expect(page).toMatch(/^<!doctype html><html lang="ar" dir="rtl" class=light>/);

    const script = '</script><script>alert(1)</script>';
    const hostile = assemblePage(INDEX, {
      html: '',
      styles: '',
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
    expect(assemblePage('<html><body>no root</body></html>', { html: '', styles: '', state: empty })).toBeNull();
  });

  it("the page's title and meta elements move into <head>, replacing the shell's title and description; its styles follow them", () => {
    const shell = [
      '<!doctype html><html lang=en><head><meta charset="utf-8" /><title>Shell</title>',
      '<meta name=description content="Shell page"><script>shell()</script></head><body>',
      '<div id=root>static</div></body></html>',
    ].join('');
    const page = assemblePage(shell, {
      html: '<title>Phở bò — Bếp Nhà</title><meta name="description" content="Beef &amp; noodles"/><meta property="og:image" content="/p.webp"/><main><script type="application/ld+json">{}</script></main>',
      styles:
        '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1">.css-a1{color:red}</style>',
      state: { language: 'en', queries: { mutations: [], queries: [] } },
    });
    const head = /<head>([\s\S]*)<\/head>/.exec(page ?? '')?.[1] ?? '';
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Phở bò — Bếp Nhà</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="Beef &amp; noodles"/>');
    expect(head).toContain('<meta property="og:image" content="/p.webp"/>');
    expect(head).toContain('<meta charset="utf-8" />');
    expect(page).toContain('<div id=root><main><script type="application/ld+json">{}</script></main></div>');
    expect(head).toMatch(
      /<meta property="og:image" content="\/p.webp"\/><style data-emotion="css-global g1">body\{margin:0\}<\/style><style data-emotion="css a1">/,
    );
    expect(/<body>[\s\S]*<\/body>/.exec(page ?? '')?.[0]).not.toContain('<style');
  });

  it('the writes that change what public pages show drop them, a private cache tag does not', () => {
    const changing = [['reviews'], ['menu'], ['vouchers'], ['tables'], ['tables:2026-11-24'], ['cart', 'reviews']];
    expect(changing.filter((tags) => !changesPublicPages({ tags }))).toEqual([]);
    expect(changesPublicPages({ all: true })).toBe(true);
    expect(changesPublicPages({ tags: ['cart'] })).toBe(false);
    expect(changesPublicPages({ tags: ['menus', 'reviewsx'] })).toBe(false);
  });

  function fakeRenderer(
    render: RenderPage,
    options: {
      now?: () => number;
      maxQueued?: number;
      inSync?: () => Promise<boolean>;
      rendersPerAddressPerMinute?: number;
    } = {},
  ) {
    const logs: string[] = [];
    const renderer = new ServerRenderer({
      hostServerEntry: '/nowhere/main.js',
      loadRenderPage: () => render,
      remotes: () => ({
        ordering: {
          entry: 'http://127.0.0.1:1/remotes/ordering/server/remoteEntry.js',
          publicPath: '/remotes/ordering/',
        },
      }),
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
      styles: '',
      state: { language: request.language, queries: { mutations: [], queries: [] } },
      clientRenderedParts: [],
    });

  it('a page is rendered once per language and URL while fresh, again once stale or after a write', async () => {
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

  it('a cached page is served only once the invalidation bus has caught up, else rendered afresh', async () => {
    let calls = 0;
    let inSync = true;
    const { renderer } = fakeRenderer(
      (request) => {
        calls += 1;
        return rendered(request);
      },
      { inSync: () => (inSync ? Promise.resolve(true) : Promise.reject(new Error('listener down'))) },
    );
    await renderer.page('/landing/review', 'en');
    await renderer.page('/landing/review', 'en');
    expect(calls).toBe(1);
    inSync = false;
    await renderer.page('/landing/review', 'en');
    expect(calls).toBe(2);
  });

  it('a failed render gives null (the client-rendered page is sent), is logged with its request id and is not kept', async () => {
    let fail = true;
    const requestIds: (string | undefined)[] = [];
    const { renderer, logs } = fakeRenderer((request) => {
      requestIds.push(request.requestId);
      return fail ? Promise.reject(new Error('remote down')) : rendered(request);
    });
    expect(await renderer.page('/landing/food', 'en', '203.0.113.5', 'site-req-42')).toBeNull();
    // the log line names the site's request, whose id the render's API calls carried (and the API's log lines)
    expect(logs.join('\n')).toContain('[site] [site-req-42] /landing/food: server render failed');
    expect(logs.join('\n')).toContain('remote down');
    fail = false;
    expect((await renderer.page('/landing/food', 'en'))?.html).toContain('<p>en /landing/food</p>');
    expect(requestIds).toEqual(['site-req-42', undefined]);
  });

  it('a page whose record does not exist gives the client-rendered page marked not found, and logs nothing', async () => {
    const { renderer, logs } = fakeRenderer((request) =>
      rendered(request).then((page) => ({ ...page, html: '', notFound: true })),
    );
    const page = await renderer.page('/apps/blog/detail/no-such-post', 'fr');
    expect(page?.notFound).toBe(true);
    expect(page?.html).toBe(INDEX);
    expect(logs).toEqual([]);
  });

  it('without the host server build, or with too many renders waiting, pages render in the browser', async () => {
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

  it('renders a page for its path and the query parameters it reads, never for the rest of the query', () => {
    expect(renderUrlOf('/landing/homepage?x=123&utm_source=mail#top')).toBe('/landing/homepage');
    expect(renderUrlOf('/auth/login?x=1&redirect=%2Flanding%2Forders&redirect=%2Felsewhere')).toBe(
      '/auth/login?redirect=%2Flanding%2Forders',
    );
    expect(renderUrlOf('/apps/blog/posts?page=2&junk=1&category=travel')).toBe(
      '/apps/blog/posts?category=travel&page=2',
    );
    expect(renderUrlOf('/landing/food-detail/3?x=1')).toBe('/landing/food-detail/3');
    expect(renderUrlOf('/landing/reservation?tab=mine&date=2026-12-24&x=1&guests=4&time=19%3A00')).toBe(
      '/landing/reservation?guests=4&date=2026-12-24&time=19%3A00',
    );
    expect(renderUrlOf('/fr/auth/login?x=1&redirect=%2Ffr%2Flanding%2Forders')).toBe(
      '/fr/auth/login?redirect=%2Ffr%2Flanding%2Forders',
    );
  });

  it('random query strings from strangers cost one render, and the cached pages stay', async () => {
    const calls: string[] = [];
    const { renderer } = fakeRenderer((request) => {
      calls.push(request.url);
      return rendered(request);
    });
    const food = await renderer.page('/landing/food', 'en', '192.0.2.10');
    for (let i = 0; i < 600; i++) {
      const page = await renderer.page(`/landing/homepage?x=${i}-${Math.random()}`, 'en', `198.51.100.${i % 250}`);
      expect(page?.html).toContain('<p>en /landing/homepage</p>');
    }
    expect(calls).toEqual(['/landing/food', '/landing/homepage']);
    // the menu rendered before is still the cached one
    expect(await renderer.page('/landing/food?y=1', 'en', '192.0.2.10')).toBe(food);
    expect(calls).toHaveLength(2);
  });

  it('renders per address are counted and bounded: past them the client-rendered shell; others and cached pages go on', async () => {
    let renders = 0;
    const { renderer } = fakeRenderer(
      (request) => {
        renders += 1;
        return rendered(request);
      },
      { rendersPerAddressPerMinute: 5 },
    );
    const stranger = '203.0.113.7';
    const answers = [];
    for (let id = 1; id <= 8; id++) answers.push(await renderer.page(`/landing/food-detail/${id}`, 'en', stranger));
    expect(answers.map((page) => page !== null)).toEqual([true, true, true, true, true, false, false, false]);
    expect(renders).toBe(5);
    // a page already rendered is still served to that address, and another address still gets renders
    expect(await renderer.page('/landing/food-detail/1', 'en', stranger)).not.toBeNull();
    expect(await renderer.page('/landing/food-detail/9', 'en', '192.0.2.1')).not.toBeNull();
    expect(renders).toBe(6);
    // an IPv6 client counts per /64, so rotating through its addresses renders no more
    const v6 = (n: number) => `2001:db8:1:2::${n.toString(16)}`;
    const fromV6 = [];
    for (let n = 1; n <= 7; n++) fromV6.push(await renderer.page(`/landing/combo-detail/${n}`, 'en', v6(n)));
    expect(fromV6.filter((page) => page !== null)).toHaveLength(5);
  });
});
