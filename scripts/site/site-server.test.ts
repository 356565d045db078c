import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { localizedPath } from '../../shared/src/i18n/language-path';
import { languageTag } from '../../shared/src/i18n/language-tag';
import { directionOf } from '../../shared/src/i18n/rtl';
import { LANGUAGES } from '../../shared/src/stores/customizer-store';
import { distDir, HOST_DIR } from '../lib/front-ends';
import { ReleaseStore } from '../release/release-store';
import { createSiteServer, type SiteServer } from './site-server';

/**
 * The site server's own answers for built files, on a release folder of this test's (RELEASES_DIR): the rule that
 * keeps source maps off the public site is the same for the host's and the remotes' dist/ (e2e/specs/site-server.spec.ts
 * checks those on the real build).
 */

const VERSION = '20261124T080100Z-0123456789';
const CANARY = '20261124T090100Z-abcdef0123';
const CHUNK = '144.0a1b2c3d4e.js';

let releasesDir: string;
let site: SiteServer;
let siteUrl: string;

beforeAll(async () => {
  releasesDir = mkdtempSync(path.join(tmpdir(), 'site-server-releases-'));
  const release = path.join(releasesDir, 'ordering', VERSION);
  mkdirSync(release, { recursive: true });
  writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify({ name: 'ordering', shared: [] }));
  writeFileSync(path.join(release, CHUNK), 'console.log("chunk");\n');
  const canary = path.join(releasesDir, 'ordering', CANARY);
  mkdirSync(canary, { recursive: true });
  writeFileSync(path.join(canary, 'mf-manifest.json'), JSON.stringify({ name: 'ordering', shared: [] }));
  // what a production build leaves beside each file: its source map, sources included
  writeFileSync(
    path.join(release, `${CHUNK}.map`),
    JSON.stringify({ version: 3, sources: ['webpack://ordering/./src/secret.ts'], mappings: '' }),
  );
  site = await createSiteServer({
    port: 0,
    host: '127.0.0.1',
    withApi: false,
    serverRendering: false,
    // in maintenance: only the maintenance page's status tells (no API here)
    env: { RELEASES_DIR: releasesDir, MAINTENANCE: '1' },
    log: () => undefined,
  });
  siteUrl = `http://127.0.0.1:${site.port}`;
});

afterAll(async () => {
  await site.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

describe('source maps beside the built files', () => {
  it('serves the built file and answers 404 for its map', async () => {
    const chunk = await fetch(`${siteUrl}/releases/ordering/${VERSION}/${CHUNK}`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toContain('chunk');

    const map = await fetch(`${siteUrl}/releases/ordering/${VERSION}/${CHUNK}.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });

  it('answers 404 for a map however its name is spelled in the URL', async () => {
    for (const spelling of [`${CHUNK}%2Emap`, `${CHUNK}.%6Dap`, `./${CHUNK}.map`]) {
      const response = await fetch(`${siteUrl}/releases/ordering/${VERSION}/${spelling}`);
      expect({ spelling, status: response.status }).toEqual({ spelling, status: 404 });
    }
  });

  it('answers 404 for a map under the host and every remote, with or without a file there', async () => {
    for (const url of ['/main.0123456789.js.map', '/server/main.js.map', `/remotes/ordering/${CHUNK}.map`]) {
      const response = await fetch(`${siteUrl}${url}`, { headers: { accept: '*/*' } });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
  });
});

describe("the host's server bundle", () => {
  it('is never served, whatever the spelling of its path (404)', async () => {
    for (const url of ['/server/main.js', '/server/%6Dain.js', '//server/main.js', '/server/', '/server']) {
      const response = await fetch(`${siteUrl}${url}`, { headers: { accept: '*/*' } });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
  });
});

describe('statuses of the pages (issue 56)', () => {
  it('sends an unknown path to the not-found page, and a known one to the app', async () => {
    for (const url of ['/landing/nope', '/nope', '/landing/food-detail/1/more']) {
      const response = await fetch(`${siteUrl}${url}`, { redirect: 'manual', headers: { accept: 'text/html' } });
      expect({ url, status: response.status, location: response.headers.get('location') }).toEqual({
        url,
        status: 302,
        location: '/auth/404',
      });
    }
    const known = await fetch(`${siteUrl}/landing/food-detail/1`, { redirect: 'manual' });
    expect(known.status).not.toBe(302);
  });

  it("keeps the URL's language: an unknown path to its not-found page, the language's root to its homepage", async () => {
    const redirects = {
      '/fr/landing/nope': '/fr/auth/404',
      '/ar/nope/deeper': '/ar/auth/404',
      '/zh/': '/zh/landing/homepage',
      '/ar': '/ar/landing/homepage',
      // not a language of the site: an unknown path like any other
      '/de/landing/food': '/auth/404',
    };
    for (const [url, location] of Object.entries(redirects)) {
      const response = await fetch(`${siteUrl}${url}`, { redirect: 'manual', headers: { accept: 'text/html' } });
      expect({ url, status: response.status, location: response.headers.get('location') }).toEqual({
        url,
        status: 302,
        location,
      });
    }
    const known = await fetch(`${siteUrl}/fr/landing/food-detail/1`, { redirect: 'manual' });
    expect(known.status).not.toBe(302);
  });

  // the page as built: the host's dist/ (npm run build -w host)
  const withHostBuild = existsSync(path.join(distDir(HOST_DIR), 'index.html')) ? it : it.skip;

  withHostBuild(
    "sends each language's URL in that language, with every language's URL and its own canonical",
    async () => {
      for (const language of LANGUAGES) {
        const url = localizedPath(language, '/landing/reviews');
        const response = await fetch(`${siteUrl}${url}?utm_source=x`, { headers: { accept: 'text/html' } });
        const html = await response.text();
        expect({ url, status: response.status }).toEqual({ url, status: 200 });
        // (the English page as built: minified, its attributes unquoted)
        expect(/<html[^>]*>/.exec(html)?.[0]).toMatch(
          new RegExp(`lang="?${languageTag(language)}"? dir="?${directionOf(language)}"?`),
        );
        const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
          ([, hreflang, href]) => `${hreflang} ${href}`,
        );
        expect(alternates).toEqual([
          ...LANGUAGES.map((each) => `${languageTag(each)} ${siteUrl}${localizedPath(each, '/landing/reviews')}`),
          `x-default ${siteUrl}/landing/reviews`,
        ]);
        expect([...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map(([, href]) => href)).toEqual([
          `${siteUrl}${url}`,
        ]);
      }
    },
  );

  withHostBuild("answers the not-found page 404 in the URL's language, with no alternates", async () => {
    const response = await fetch(`${siteUrl}/ar/auth/404`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(/<html[^>]*>/.exec(html)?.[0]).toContain('lang="ar" dir="rtl"');
    expect(html).not.toContain('hreflang');
  });

  withHostBuild(
    "keeps a diner's own pages (another diner's order looks the same here) out of search results",
    async () => {
      for (const url of ['/landing/orders/7', '/fr/landing/orders', '/ar/landing/checkout']) {
        const response = await fetch(`${siteUrl}${url}`, { headers: { accept: 'text/html' } });
        const html = await response.text();
        expect({ url, status: response.status, robots: response.headers.get('x-robots-tag') }).toEqual({
          url,
          status: 200,
          robots: 'noindex',
        });
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).not.toContain('rel="canonical"');
      }
      const publicPage = await fetch(`${siteUrl}/landing/reviews`, { headers: { accept: 'text/html' } });
      expect(publicPage.headers.get('x-robots-tag')).toBeNull();
    },
  );

  it('answers the maintenance page 503 with Retry-After while in maintenance', async () => {
    const response = await fetch(`${siteUrl}/auth/maintenance`, { redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('300');
  });
});

describe('crawlers (issue 56)', () => {
  it('serves robots.txt naming the sitemap on the asked origin', async () => {
    const response = await fetch(`${siteUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });

  it('serves the public pages in the sitemap without the API', async () => {
    const response = await fetch(`${siteUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${siteUrl}/landing/homepage</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${siteUrl}/ar/landing/homepage"/>`);
  });
});

describe('canary releases (issue 58)', () => {
  const store = () => new ReleaseStore(releasesDir);
  const remotesFor = async (cookie?: string) => {
    const response = await fetch(`${siteUrl}/remotes.json`, { headers: cookie ? { cookie } : {} });
    const remotes = (await response.json()) as Record<string, string>;
    return { response, ordering: remotes.ordering };
  };
  const stable = `/releases/ordering/${VERSION}/mf-manifest.json`;
  const canary = `/releases/ordering/${CANARY}/mf-manifest.json`;

  beforeAll(() => {
    store().switchTo('ordering', VERSION);
    store().startCanary('ordering', CANARY, 50);
  });
  afterAll(() => {
    store().rollback('ordering');
  });

  it('computes /remotes.json from the cohort the browser keeps, sticky, never from a cache shared across cohorts', async () => {
    for (const [cookie, expected] of [
      ['cohort=0', canary],
      ['theme=dark; cohort=49', canary],
      ['cohort=50', stable],
      ['cohort=99', stable],
      ['cohort=99', stable],
    ] as const) {
      const { response, ordering } = await remotesFor(cookie);
      expect({ cookie, ordering }).toEqual({ cookie, ordering: expected });
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/i);
      // a browser with a cohort keeps it: nothing is set again
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('draws a cohort for a browser without one (or with one it did not get from the site), and serves its side', async () => {
    for (const cookie of [undefined, 'cohort=100', 'cohort=abc']) {
      const { response, ordering } = await remotesFor(cookie);
      const setCookie = response.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^cohort=([0-9]|[1-9][0-9]); Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
      const cohort = Number(/^cohort=(\d+)/.exec(setCookie)?.[1]);
      expect(ordering).toBe(cohort < 50 ? canary : stable);
      // the same browser asking again, with what it was given, is served the same
      expect((await remotesFor(`cohort=${cohort}`)).ordering).toBe(ordering);
    }
  });

  // (the page's Cache-Control, private too, is checked on a built host by e2e/specs/release.spec.ts)
  it("sets the cohort on the first page too, once, so the page's /remotes.json is asked for with it", async () => {
    const first = await fetch(`${siteUrl}/landing/homepage`, { headers: { accept: 'text/html' } });
    expect(first.headers.get('set-cookie')).toMatch(/^cohort=\d+;[^,]*$/);
    const again = await fetch(`${siteUrl}/landing/homepage`, { headers: { accept: 'text/html', cookie: 'cohort=3' } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('serves everyone the live release once the canary is rolled back or promoted', async () => {
    store().rollback('ordering');
    expect((await remotesFor('cohort=0')).ordering).toBe(stable);
    store().startCanary('ordering', CANARY, 50);
    store().promote('ordering');
    for (const cookie of ['cohort=0', 'cohort=99']) expect((await remotesFor(cookie)).ordering).toBe(canary);
    store().switchTo('ordering', VERSION);
    store().startCanary('ordering', CANARY, 50);
  });
});
