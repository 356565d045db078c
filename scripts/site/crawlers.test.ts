import { describe, expect, it } from '@jest/globals';
import {
  isKnownRoutePath,
  recordReadOf,
  robotsTxt,
  SITEMAP_PAGES,
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
});

describe('recordReadOf', () => {
  it("names the API's public read of a dish, combo or voucher page's record, and nothing for other pages", () => {
    expect(recordReadOf('/landing/food-detail/7')).toBe('/public/food/getFood/7');
    expect(recordReadOf('/landing/combo-detail/3/')).toBe('/public/combo/3');
    expect(recordReadOf('/landing/voucher-detail/12')).toBe('/public/voucher/12');
    expect(recordReadOf('/landing/food')).toBeNull();
    expect(recordReadOf('/landing/orders/4')).toBeNull();
  });
});

describe('sitemapXml', () => {
  it('lists the public pages, then each dish, combo and voucher, on the origin', () => {
    const xml = sitemapXml('https://example.test/', sitemapEntries({ foodIds: [3], comboIds: [4], voucherIds: [5] }));
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([
      ...SITEMAP_PAGES.map((path) => `https://example.test${path}`),
      'https://example.test/landing/food-detail/3',
      'https://example.test/landing/combo-detail/4',
      'https://example.test/landing/voucher-detail/5',
    ]);
  });

  it('writes a lastmod when known and escapes what XML would read', () => {
    const xml = sitemapXml('https://a.test', [{ path: '/p?a=1&b=2', lastmod: '2026-12-07' }]);
    expect(xml).toContain('<url><loc>https://a.test/p?a=1&amp;b=2</loc><lastmod>2026-12-07</lastmod></url>');
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
    expect(text).not.toContain('Disallow: /landing/');
    expect(text).toContain('Sitemap: https://example.test/sitemap.xml\n');
  });
});
