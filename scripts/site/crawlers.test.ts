import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../../shared/src/stores/customizer-store';
import {
  isKnownRoutePath,
  languageHeadLinks,
  recordReadOf,
  robotsTxt,
  SITEMAP_PAGES,
  NOINDEX_META,
  sitemapEntries,
  sitemapXml,
  withLastmod,
} from './crawlers';

describe('isKnownRoutePath', () => {
  it('knows every page of the app, with an id or a trailing slash', () => {
    for (const path of ['/landing/homepage', '/landing/food-detail/7', '/auth/404/', '/staff/menu', '/apps/blog/posts'])
      expect({ path, known: isKnownRoutePath(path) }).toEqual({ path, known: true });
  });

  it('knows no other path', () => {
    for (const path of ['/landing/nope', '/landing/food-detail/', '/landing/food-detail/7/x', '/apps', '/x'])
      expect({ path, known: isKnownRoutePath(path) }).toEqual({ path, known: false });
  });

  it("knows every page under each language's prefix, and no prefix of a language the site does not have", () => {
    for (const path of ['/fr/landing/homepage', '/ar/landing/food-detail/7', '/zh/auth/login/', '/fr/staff/menu'])
      expect({ path, known: isKnownRoutePath(path) }).toEqual({ path, known: true });
    for (const path of [
      '/de/landing/food',
      '/ch/landing/food',
      '/en/landing/food',
      '/fr/landing/nope',
      '/fr/fr/auth/404',
    ])
      expect({ path, known: isKnownRoutePath(path) }).toEqual({ path, known: false });
  });
});

describe('languageHeadLinks', () => {
  const links = (origin: string, url: string) =>
    [...languageHeadLinks(origin, url).matchAll(/<link rel="(\w+)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)].map(
      ([, rel, hreflang, href]) => (hreflang ? `${rel} ${hreflang} ${href}` : `${rel} ${href}`),
    );

  it("lists a public page's URL in every language plus x-default, and its own URL as canonical", () => {
    const dish = links('https://r.test/', '/ar/landing/food-detail/7/?utm_source=x');
    // one alternate per language (a language added to LANGUAGES has its own), x-default, the canonical URL last
    expect(dish).toHaveLength(LANGUAGES.length + 2);
    expect(dish).toEqual(
      expect.arrayContaining([
        'alternate en https://r.test/landing/food-detail/7',
        'alternate fr https://r.test/fr/landing/food-detail/7',
        'alternate ar https://r.test/ar/landing/food-detail/7',
        'alternate zh-CN https://r.test/zh/landing/food-detail/7',
      ]),
    );
    expect(dish.slice(-2)).toEqual([
      'alternate x-default https://r.test/landing/food-detail/7',
      'canonical https://r.test/ar/landing/food-detail/7',
    ]);
    expect(links('https://r.test', '/auth/login').at(-1)).toBe('canonical https://r.test/auth/login');
    expect(links('https://r.test', '/landing/reservation')).toHaveLength(LANGUAGES.length + 2);
  });

  it("keeps a diner's own pages out of search results: noindex, no canonical, no alternates", () => {
    for (const url of ['/landing/orders/7', '/fr/landing/orders/', '/ar/landing/checkout?x=1'])
      expect({ url, links: languageHeadLinks('https://r.test', url) }).toEqual({ url, links: NOINDEX_META });
  });

  it('lists nothing for the staff pages, the demo area, the not-found and maintenance pages', () => {
    for (const url of ['/staff/menu', '/fr/apps/chats', '/auth/404', '/ar/auth/maintenance'])
      expect({ url, links: languageHeadLinks('https://r.test', url) }).toEqual({ url, links: '' });
  });
});

describe('recordReadOf', () => {
  it("names the API's public read of a dish, combo or voucher page's record, and nothing for other pages", () => {
    expect(recordReadOf('/landing/food-detail/7')).toBe('/public/food/getFood/7');
    expect(recordReadOf('/landing/combo-detail/3/')).toBe('/public/combo/3');
    expect(recordReadOf('/landing/voucher-detail/12')).toBe('/public/voucher/12');
    expect(recordReadOf('/ar/landing/food-detail/7')).toBe('/public/food/getFood/7');
    expect(recordReadOf('/landing/food')).toBeNull();
    expect(recordReadOf('/landing/orders/4')).toBeNull();
  });
});

describe('sitemapXml', () => {
  it('lists the public pages, then each dish, combo and voucher, on the origin', () => {
    const xml = sitemapXml('https://example.test/', sitemapEntries({ foodIds: [3], comboIds: [4], voucherIds: [5] }));
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([
      ...SITEMAP_PAGES.map((path) => `https://example.test${path}`),
      'https://example.test/landing/food-detail/3',
      'https://example.test/landing/combo-detail/4',
      'https://example.test/landing/voucher-detail/5',
    ]);
    // a diner's own pages are not the public's
    expect(xml).not.toMatch(/landing\/(orders|checkout)/);
  });

  it('writes a lastmod when known and escapes what XML would read', () => {
    const xml = sitemapXml('https://a.test', [{ path: '/p?a=1&b=2', lastmod: '2026-12-07' }]);
    expect(xml).toContain('<url><loc>https://a.test/p?a=1&amp;b=2</loc><lastmod>2026-12-07</lastmod><xhtml:link');
  });

  it('gives each URL its alternate in every language plus x-default, in the xhtml namespace', () => {
    const xml = sitemapXml('https://a.test', sitemapEntries({ foodIds: [3], comboIds: [], voucherIds: [] }));
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const dish = /<url><loc>https:\/\/a.test\/landing\/food-detail\/3<\/loc>(.*)<\/url>/.exec(xml)?.[1] ?? '';
    const alternates = [...dish.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    expect(alternates.map(([, hreflang, href]) => `${hreflang} ${href}`)).toEqual(
      expect.arrayContaining([
        'en https://a.test/landing/food-detail/3',
        'fr https://a.test/fr/landing/food-detail/3',
        'ar https://a.test/ar/landing/food-detail/3',
        'zh-CN https://a.test/zh/landing/food-detail/3',
        'x-default https://a.test/landing/food-detail/3',
      ]),
    );
    expect(alternates).toHaveLength(LANGUAGES.length + 1);
  });
});

describe('withLastmod', () => {
  it("dates each record's page by its own change and each list by its newest record's; other pages keep none", () => {
    const entries = withLastmod(sitemapEntries({ foodIds: [3, 4], comboIds: [5], voucherIds: [] }), {
      foods: new Map([
        [3, '2026-11-02T09:30:00.000Z'],
        [4, '2026-12-01T18:00:00.000Z'],
      ]),
      combos: new Map([[5, '2026-11-20T07:00:00.000Z']]),
      vouchers: new Map(),
    });
    const lastmodOf = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
    expect(lastmodOf('/landing/food-detail/3')).toBe('2026-11-02T09:30:00.000Z');
    expect(lastmodOf('/landing/food-detail/4')).toBe('2026-12-01T18:00:00.000Z');
    expect(lastmodOf('/landing/combo-detail/5')).toBe('2026-11-20T07:00:00.000Z');
    expect(lastmodOf('/landing/food')).toBe('2026-12-01T18:00:00.000Z');
    expect(lastmodOf('/landing/combodetailv1')).toBe('2026-11-20T07:00:00.000Z');
    expect(lastmodOf('/landing/homepage')).toBe('2026-12-01T18:00:00.000Z');
    expect(lastmodOf('/landing/voucher')).toBeUndefined();
    expect(lastmodOf('/landing/reservation')).toBeUndefined();
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the API, auth, staff and demo pages and names the sitemap', () => {
    const text = robotsTxt('https://example.test');
    for (const prefix of ['/api/', '/auth/', '/staff/', '/apps/', '/dashboards/', '/ui-components/', '/charts/'])
      expect(text).toContain(`Disallow: ${prefix}\n`);
    for (const prefix of ['/fr/auth/', '/ar/staff/', '/zh/apps/']) expect(text).toContain(`Disallow: ${prefix}\n`);
    // the sign-in and sign-up pages are let through /auth/, in every language; the other auth pages are not
    for (const page of ['/auth/login', '/auth/register', '/fr/auth/login', '/ar/auth/register'])
      expect(text).toContain(`Allow: ${page}\n`);
    expect(text).not.toContain('Allow: /auth/forgot-password');
    expect(text).not.toContain('Disallow: /landing/');
    expect(text).not.toContain('Disallow: /fr/landing/');
    expect(text).toContain('Sitemap: https://example.test/sitemap.xml\n');
  });
});
