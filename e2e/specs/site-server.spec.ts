import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { distDir, HOST_DIR, REMOTES } from '../../scripts/lib/front-ends';
import { inBatches } from '../../scripts/lib/in-batches';
import { scaled } from '../../scripts/lib/machine';
import { cspSourceOf, inlineScriptHashes, trustsProxy } from '../../scripts/site/security-headers';
import { createSiteServer, rewriteApiBaseUrl, type SiteServer } from '../../scripts/site/site-server';
import { apiSignIn, MANAGER } from '../support/api';
import { expect, test } from '../support/fixtures';

/** The seeded manager (api/src/db/seed), who edits the menu. */

/** The comment that names a script's source map to the browser's developer tools. */
const MAP_COMMENT = /^\/\/[#@] sourceMappingURL=/m;

/** The sources one directive of a Content-Security-Policy lists (empty when the directive is absent). */
function cspDirective(response: APIResponse, name: string): string[] {
  const policy = response.headers()['content-security-policy'] ?? '';
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1) ?? [];
}

/** The headers every response of the site server (not the API's) carries, whatever it serves. */
function expectSiteSecurityHeaders(response: APIResponse, url: string): void {
  const headers = response.headers();
  expect(cspDirective(response, 'frame-ancestors'), url).toEqual(["'none'"]);
  expect(cspDirective(response, 'object-src'), url).toEqual(["'none'"]);
  expect(cspDirective(response, 'script-src'), url).not.toContain("'unsafe-inline'");
  expect(cspDirective(response, 'script-src'), url).not.toContain("'unsafe-eval'");
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
}

/** The inline scripts of a page, hashed here independently of the server's own code. */
function hashesOfInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}

test.describe('site server', () => {
  /** Second copies of the site a test starts (another origin, another environment), closed after each test. */
  const copies: SiteServer[] = [];

  /** A copy of the site on a free port, without the API: these tests look at what the site server itself sends. */
  async function startSiteCopy(env: NodeJS.ProcessEnv): Promise<string> {
    const copy = await createSiteServer({
      port: 0,
      host: '127.0.0.1',
      withApi: false,
      env,
      log: () => undefined,
    });
    copies.push(copy);
    return `http://127.0.0.1:${copy.port}`;
  }

  test.afterEach(async () => {
    await Promise.all(copies.splice(0).map((copy) => copy.close()));
  });

  test('unknown API paths and missing files answer 404, never the HTML page', async ({ request }) => {
    for (const url of ['/api/no-such-route', '/remotes/ordering/no-such-chunk.js', '/no-such-file.js']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-type'], url).not.toContain('text/html');
    }
    // the API's own answer, though the site answers every other GET with its pages and files
    expect((await (await request.get('/api/no-such-route')).json()).code).toBe('ROUTE_NOT_FOUND');
  });

  test('an unknown address with a dot: a browser lands on the not-found page, a script or fetch gets a plain 404', async ({
    page,
    request,
  }) => {
    const navigation = await request.get('/menu.html', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(navigation.status()).toBe(404);
    expect(navigation.headers()['content-type']).toContain('text/html');
    const asset = await request.get('/menu.html', { headers: { accept: '*/*' } });
    expect(asset.status()).toBe(404);
    expect(asset.headers()['content-type']).not.toContain('text/html');

    await page.goto('/menu.html');
    await expect(page).toHaveURL(/\/auth\/404$/);
  });

  test('an unknown path is redirected to the not-found page, which answers 404, as does a missing record (issue 56)', async ({
    request,
  }) => {
    for (const url of ['/landing/nope', '/landing/food-detail/7/more']) {
      const response = await request.get(url, { maxRedirects: 0, headers: { accept: 'text/html' } });
      expect(response.status(), url).toBe(302);
      expect(response.headers().location, url).toBe('/auth/404');
    }
    const notFound = await request.get('/auth/404');
    expect(notFound.status()).toBe(404);
    expect(notFound.headers()['content-type']).toContain('text/html');
    // a record that does not exist: 404 at its own URL, with the page
    // the demo's product and blog post are the remote's sample data: the server render finds them missing (issue 56)
    for (const url of [
      '/landing/food-detail/99999',
      '/landing/combo-detail/99999',
      '/landing/voucher-detail/99999',
      '/apps/ecommerce/detail/999999',
      '/apps/blog/detail/no-such-post',
    ]) {
      const missing = await request.get(url, { maxRedirects: 0 });
      expect(missing.status(), url).toBe(404);
      expect(missing.headers()['content-type'], url).toContain('text/html');
    }
  });

  test('robots.txt names the sitemap and keeps crawlers out of the API, auth, staff and demo pages', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const prefix of ['/api/', '/auth/', '/staff/', '/apps/', '/dashboards/'])
      expect(text).toContain(`Disallow: ${prefix}\n`);
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });

  test("the sitemap's pages all answer, and it follows the back office: a new dish is listed, a retired one leaves", async ({
    request,
  }) => {
    const locs = async () => {
      const response = await request.get('/sitemap.xml');
      expect(response.status()).toBe(200);
      return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, loc]) => new URL(loc ?? '').pathname,
      );
    };
    const listed = await locs();
    expect(listed).toContain('/landing/homepage');
    expect(listed.some((path) => path.startsWith('/landing/food-detail/'))).toBe(true);
    expect(listed.some((path) => path.startsWith('/landing/combo-detail/'))).toBe(true);
    // HEAD: the status of each page without rendering dozens of them
    for (const path of listed) expect((await request.head(path, { maxRedirects: 0 })).status(), path).toBe(200);

    const run = Date.now().toString(36);
    const token = await apiSignIn(request, MANAGER);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post('/api/manage/foods', {
      headers,
      data: {
        categoryId: 1,
        names: { vi: `Món sơ đồ ${run}`, en: `Sitemap dish ${run}`, fr: '', ar: '', ch: '' },
        descriptions: { vi: '', en: '', fr: '', ar: '', ch: '' },
        price: 45_000,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const dishPath = `/landing/food-detail/${id}`;
    expect(await locs()).toContain(dishPath);
    // its lastmod is the data's: a price change moves it, and the menu's with it
    const lastmods = async () => {
      const xml = await (await request.get('/sitemap.xml')).text();
      return new Map(
        [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map(([, loc, lastmod]) => [
          new URL(loc ?? '').pathname,
          Date.parse(lastmod ?? ''),
        ]),
      );
    };
    const createdAt = (await lastmods()).get(dishPath) ?? Number.NaN;
    expect(createdAt).toBeGreaterThan(0);
    const repriced = await request.patch(`/api/manage/foods/${id}`, { headers, data: { price: 47_000 } });
    expect(repriced.status(), await repriced.text()).toBe(200);
    const afterPrice = await lastmods();
    expect(afterPrice.get(dishPath)).toBeGreaterThan(createdAt);
    expect(afterPrice.get('/landing/food')).toBeGreaterThanOrEqual(afterPrice.get(dishPath) ?? Number.NaN);
    const retired = await request.patch(`/api/manage/foods/${id}`, { headers, data: { retired: true } });
    expect(retired.status(), await retired.text()).toBe(200);
    expect(await locs()).not.toContain(dishPath);
  });

  test('client routes get the host page, which is always revalidated', async ({ request }) => {
    const response = await request.get('/landing/food');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    expect(await response.text()).toMatch(/<meta name="?api-base-url"? content="?\/api"?>/);
  });

  test('API_BASE_URL replaces the API address in the host page, quoted or minified', () => {
    for (const page of [
      '<html><head><meta name=api-base-url content=/api><title>x</title></head></html>',
      '<html><head><meta name="api-base-url" content="/api" /><title>x</title></head></html>',
    ]) {
      const rewritten = rewriteApiBaseUrl(page, 'https://api.example.com/api');
      expect(rewritten).toContain('<meta name="api-base-url" content="https://api.example.com/api"><title>');
      expect(rewritten.match(/api-base-url/g)).toHaveLength(1);
    }
  });

  test('remote entry files are revalidated and shareable cross-origin; hashed chunks are immutable and compressed', async ({
    request,
  }) => {
    const entry = await request.get('/remotes/ordering/remoteEntry.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    expect(entry.headers()['content-encoding']).toBe('br');

    const manifest = await request.get('/remotes/ordering/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const chunk = /"([\w.-]+\.[0-9a-f]{8,}\.js)"/.exec(await manifest.text())?.[1];
    expect(chunk).toBeDefined();
    const hashed = await request.get(`/remotes/ordering/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(hashed.headers()['cache-control']).toContain('immutable');
    expect(hashed.headers()['content-encoding']).toBe('gzip');
  });

  test('a built file comes in the encoding the browser takes, and its ETag answers a revalidation with 304', async ({
    request,
  }) => {
    for (const encoding of ['br', 'gzip']) {
      const url = '/remotes/ordering/remoteEntry.js';
      const response = await request.get(url, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), encoding).toBe(200);
      expect(response.headers()['content-encoding'], encoding).toBe(encoding);
      expect(response.headers()['content-type'], encoding).toBe('application/javascript; charset=utf-8');
      expect(response.headers()['vary']?.toLowerCase(), encoding).toContain('accept-encoding');
      const etag = response.headers()['etag'];
      expect(etag, encoding).toBeTruthy();
      const again = await request.get(url, { headers: { 'accept-encoding': encoding, 'if-none-match': etag ?? '' } });
      expect(again.status(), encoding).toBe(304);
    }
    const plain = await request.get('/remotes/ordering/remoteEntry.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toContain('ordering');
  });

  test('source maps stay on disk beside the build: each answers 404, its file 200 without naming it (the host server build 404)', async ({
    request,
  }) => {
    // every map of the production build, the Node builds' (dist/server/) included: over a thousand requests
    test.setTimeout(scaled(120_000));
    const builds = [
      { prefix: '/', dir: distDir(HOST_DIR) },
      ...REMOTES.map((remote) => ({ prefix: `/remotes/${remote.name}/`, dir: distDir(remote.dir) })),
    ];
    type MapCheck = { prefix: string; dir: string; map: string };
    const checkMap = async ({ prefix, dir, map }: MapCheck): Promise<void> => {
      expect((await request.get(`${prefix}${map}`)).status(), `${prefix}${map}`).toBe(404);
      const file = map.slice(0, -'.map'.length);
      if (!existsSync(path.join(dir, file))) return;
      const served = await request.get(`${prefix}${file}`);
      // the host's server build renders pages in the site's own process: no browser needs it, nobody reads it
      if (prefix === '/' && file.startsWith('server/')) {
        expect(served.status(), `${prefix}${file}`).toBe(404);
        return;
      }
      expect(served.status(), `${prefix}${file}`).toBe(200);
      // the web build names no map (its precompressed copies neither: they are what is sent here); a library may
      // hold the words in a string (css-loader writes inline maps for its own styles at run time)
      if (!file.startsWith('server/')) expect(await served.text(), `${prefix}${file}`).not.toMatch(MAP_COMMENT);
    };
    const checks: MapCheck[] = [];
    for (const { prefix, dir } of builds) {
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) =>
        file.split(path.sep).join('/'),
      );
      const maps = files.filter((file) => file.endsWith('.map'));
      // kept for error reports: the web build writes one beside each script
      expect(maps.filter((file) => !file.startsWith('server/')).length, dir).toBeGreaterThan(0);
      checks.push(...maps.map((map) => ({ prefix, dir, map })));
    }
    // a few at a time, as a browser asks: one after the other, the requests' round trips were most of the test's time
    await inBatches(checks, 8, checkMap);
  });

  test('dotted segments and folders answer a plain 404, never a file or a listing', async ({ request }) => {
    for (const url of [
      '/remotes/ordering/',
      '/remotes/ordering/.env',
      '/remotes/ordering/%2e%2e/%2e%2e/package.json',
      '/releases/ordering/../../package.json',
      '/.env',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-type'], url).toContain('application/json');
      expect(await response.json(), url).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  test('the host page rewritten for API_BASE_URL is compressed too', async () => {
    const base = await startSiteCopy({ API_BASE_URL: 'https://api.example.com/api' });
    const response = await fetch(`${base}/landing/food`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(await response.text()).toContain('<meta name="api-base-url" content="https://api.example.com/api">');
  });

  test('/remotes.json lists every remote under this site by default', async ({ request }) => {
    const response = await request.get('/remotes.json');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    expect(await response.json()).toEqual({
      ordering: '/remotes/ordering/mf-manifest.json',
      reservation: '/remotes/reservation/mf-manifest.json',
      auth: '/remotes/auth/mf-manifest.json',
      demo: '/remotes/demo/mf-manifest.json',
      staff: '/remotes/staff/mf-manifest.json',
    });
  });

  test('every HTML response carries the CSP, nosniff, Referrer-Policy and no HSTS over plain http', async ({
    request,
  }) => {
    for (const url of ['/', '/landing/food', '/no/such/route']) {
      const response = await request.get(url);
      expect(response.headers()['content-type'], url).toContain('text/html');
      expectSiteSecurityHeaders(response, url);
      expect(response.headers()['strict-transport-security'], url).toBeUndefined();
      // The page's inline script (which static shell to paint) runs because its exact hash is admitted.
      const scriptSources = cspDirective(response, 'script-src');
      const inlineScripts = hashesOfInlineScripts(await response.text());
      expect(inlineScripts.length, url).toBeGreaterThan(0);
      for (const hash of inlineScripts) expect(scriptSources, url).toContain(hash);
    }
  });

  test("/remotes.json and the remotes' files carry the same headers; remote files stay shareable cross-origin", async ({
    request,
  }) => {
    for (const url of ['/remotes.json', '/remotes/ordering/mf-manifest.json', '/remotes/ordering/remoteEntry.js']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expectSiteSecurityHeaders(response, url);
    }
    const entry = await request.get('/remotes/ordering/remoteEntry.js');
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
  });

  test('with the default configuration the policy admits this site only', async ({ request }) => {
    const response = await request.get('/remotes.json');
    expect(response.headers()['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self'; " +
        "font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  test('CSP sources: a relative URL is this site, an absolute one its origin; inline scripts go by hash, data blocks need none', () => {
    expect(cspSourceOf('/remotes/ordering/mf-manifest.json')).toBe("'self'");
    expect(cspSourceOf('remotes/ordering/mf-manifest.json')).toBe("'self'");
    expect(cspSourceOf('https://cdn.example.com:8443/ordering/mf-manifest.json')).toBe('https://cdn.example.com:8443');
    expect(cspSourceOf('//cdn.example.com/ordering/mf-manifest.json')).toBe('cdn.example.com');
    expect(cspSourceOf('javascript:alert(1)')).toBeNull();

    const page =
      '<script>a()</script><script src="/main.js"></script><script type="module">b()</script>' +
      '<script type="application/json" id="server-render-state">{"language":"en"}</script>' +
      '<script type="application/ld+json">{"@type":"Restaurant"}</script>';
    expect(inlineScriptHashes(page)).toEqual(hashesOfInlineScripts('<script>a()</script><script>b()</script>'));
  });

  test('/favicon.ico is a real icon, and the host page links it and an SVG icon', async ({ request }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    expect(icon.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
    // ICO header: reserved 0, type 1 (icon).
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    const html = await (await request.get('/landing/food')).text();
    const iconLinks = [...html.matchAll(/<link rel="?icon"? href="?([^\s">]+)/g)].map(([, href]) => href);
    expect(iconLinks).toEqual(['/favicon.ico', '/favicon.svg']);
    const svg = await request.get('/favicon.svg');
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toBe('image/svg+xml');
  });

  test('an API_BASE_URL on another origin is admitted for API calls and images, not for scripts', async ({
    request,
  }) => {
    const site = await startSiteCopy({ API_BASE_URL: 'https://api.example.com/api' });
    const response = await request.get(`${site}/landing/food`);
    expect(cspDirective(response, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(cspDirective(response, 'img-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(cspDirective(response, 'script-src')).not.toContain('https://api.example.com');
  });

  test('HSTS is sent over https only: X-Forwarded-Proto counts when TRUST_PROXY=1', async ({ request }) => {
    const believesProxy = (value: string | undefined): boolean => trustsProxy({ TRUST_PROXY: value });
    for (const value of ['1', 'true', '2', '10.0.0.1']) expect(believesProxy(value), value).toBe(true);
    for (const value of [undefined, '', '0', 'false']) expect(believesProxy(value), String(value)).toBe(false);

    const behindProxy = await startSiteCopy({ TRUST_PROXY: '1' });
    const overHttps = { 'x-forwarded-proto': 'https' };
    const proxied = await request.get(`${behindProxy}/landing/food`, { headers: overHttps });
    expect(proxied.headers()['strict-transport-security']).toBe('max-age=31536000');
    const plain = await request.get(`${behindProxy}/landing/food`);
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could send the header: the default test server ignores it.
    const untrusted = await request.get('/landing/food', { headers: overHttps });
    expect(untrusted.headers()['strict-transport-security']).toBeUndefined();
  });

  test.describe('a remote deployed on another origin', () => {
    test('REMOTE_ORDERING_URL moves where the ordering remote loads from, without rebuilding the host', async ({
      page,
      baseURL,
    }) => {
      // A second copy of the site (no API needed) whose ordering remote lives on the main test server: another origin.
      // The page runs under the copy's CSP: the fixture fails the test if it refused anything of the remote's.
      const elsewhere = `${baseURL}/remotes/ordering/mf-manifest.json`;
      const other = await startSiteCopy({ REMOTE_ORDERING_URL: elsewhere });
      const config = await (await page.request.get(`${other}/remotes.json`)).json();
      expect(config.ordering).toBe(elsewhere);

      const orderingOrigins = new Set<string>();
      page.on('request', (request) => {
        if (request.url().includes('/remotes/ordering/')) orderingOrigins.add(new URL(request.url()).origin);
      });
      await page.goto(`${other}/landing/homepage`);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      expect([...orderingOrigins]).toEqual([new URL(baseURL ?? '').origin]);
    });

    test("the CSP admits the remote's origin for its scripts, manifest and images, and nothing more", async ({
      request,
    }) => {
      const site = await startSiteCopy({ REMOTE_ORDERING_URL: 'https://ordering.example.com/mf-manifest.json' });
      const response = await request.get(`${site}/landing/food`);
      expect(cspDirective(response, 'script-src')).toContain('https://ordering.example.com');
      expect(cspDirective(response, 'connect-src')).toEqual(["'self'", 'https://ordering.example.com']);
      expect(cspDirective(response, 'img-src')).toEqual(["'self'", 'https://ordering.example.com']);
    });
  });
});
