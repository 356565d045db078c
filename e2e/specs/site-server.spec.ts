import { expect, test } from '@playwright/test';
import { createSiteServer, rewriteApiBaseUrl, type SiteServer } from '../../scripts/site/site-server';

test.describe('site server', () => {
  test('unknown API paths and missing files answer 404, never the HTML page', async ({ request }) => {
    for (const url of ['/api/no-such-route', '/remotes/ordering/no-such-chunk.js', '/no-such-file.js']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-type'], url).not.toContain('text/html');
    }
  });

  test('client routes get the host page, which is always revalidated', async ({ request }) => {
    const response = await request.get('/landing/food');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe('no-cache');
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
  });

  test('/remotes.json lists every remote under this site by default', async ({ request }) => {
    const response = await request.get('/remotes.json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.json()).toEqual({
      ordering: '/remotes/ordering/mf-manifest.json',
      reservation: '/remotes/reservation/mf-manifest.json',
      auth: '/remotes/auth/mf-manifest.json',
      demo: '/remotes/demo/mf-manifest.json',
    });
  });

  test.describe('a remote deployed on another origin', () => {
    let other: SiteServer;

    test.afterEach(async () => {
      await other?.close();
    });

    test('REMOTE_ORDERING_URL moves where the ordering remote loads from, without rebuilding the host', async ({
      page,
      baseURL,
    }) => {
      // A second copy of the site (no API needed) whose ordering remote lives on the main test server: another origin.
      const elsewhere = `${baseURL}/remotes/ordering/mf-manifest.json`;
      other = await createSiteServer({
        port: 0,
        host: '127.0.0.1',
        withApi: false,
        warmCompression: false,
        env: { REMOTE_ORDERING_URL: elsewhere },
        log: () => undefined,
      });
      const config = await (await page.request.get(`${other.url}/remotes.json`)).json();
      expect(config.ordering).toBe(elsewhere);

      const orderingOrigins = new Set<string>();
      page.on('request', (request) => {
        if (request.url().includes('/remotes/ordering/')) orderingOrigins.add(new URL(request.url()).origin);
      });
      await page.goto(`${other.url.replace('localhost', '127.0.0.1')}/landing/homepage`);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      expect([...orderingOrigins]).toEqual([new URL(baseURL ?? '').origin]);
    });
  });
});
