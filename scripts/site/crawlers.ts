import { paths, routePatterns } from '../../shared/src/router/paths';

/**
 * What the site answers crawlers and addresses it does not know (issue 56): which paths are pages of the app, the
 * sitemap of the public pages and the robots rules. Pure: the site server feeds them the request and the API's data.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every route pattern of spec section 2 (`paths.ts`), all groups together. */
function allPatterns(): string[] {
  const { landing, auth, staff, demo } = routePatterns;
  return [
    ...Object.values(landing),
    ...Object.values(auth),
    ...Object.values(staff),
    ...Object.values(demo).flatMap((section) => Object.values(section)),
  ];
}

/** Every page of the app as one regular expression (`:id` is one non-empty segment, trailing slashes allowed). */
export const KNOWN_ROUTE_PATH = new RegExp(
  `^(?:${allPatterns()
    .map((pattern) =>
      pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
        .join('/'),
    )
    .join('|')})/*$`,
);

/**
 * Whether a path is a page of the app: anything else is answered with a redirect to the not-found page (spec §2),
 * whose own answer is 404.
 */
export function isKnownRoutePath(pathname: string): boolean {
  return KNOWN_ROUTE_PATH.test(pathname);
}

/**
 * The API's public read of the record a detail page shows (`/landing/food-detail/7` -> `/public/food/getFood/7`,
 * under the API's prefix), or null for a page that shows no record the API serves publicly: the site answers 404 at
 * the page's own URL when that read finds nothing (issue 56).
 */
export function recordReadOf(pathname: string): string | null {
  const reads: [pattern: string, read: string][] = [
    [routePatterns.landing.foodDetail, '/public/food/getFood/'],
    [routePatterns.landing.comboDetail, '/public/combo/'],
    [routePatterns.landing.voucherDetail, '/public/voucher/'],
  ];
  for (const [pattern, read] of reads) {
    const prefix = pattern.replace(/:id$/, '');
    const match = new RegExp(`^${escapeRegExp(prefix)}([^/]+)/*$`).exec(pathname);
    if (match?.[1]) return `${read}${match[1]}`;
  }
  return null;
}

/** The pages a crawler may index without a record id: public, the same for every visitor, no session. */
export const SITEMAP_PAGES: readonly string[] = [
  paths.landing.homepage,
  paths.landing.food,
  paths.landing.comboDetailV1,
  paths.landing.voucher,
  paths.landing.review,
  paths.landing.reviews,
  paths.landing.reservation,
];

/** The records with a public page of their own, by id, as the API lists them. */
export interface SitemapRecords {
  foodIds: readonly number[];
  comboIds: readonly number[];
  voucherIds: readonly number[];
}

export interface SitemapEntry {
  /** a path of the site, from `/` */
  path: string;
  /** ISO date of the last change, when the data has one */
  lastmod?: string;
}

/** The public pages, then one per dish, combo and voucher. */
export function sitemapEntries(records: SitemapRecords): SitemapEntry[] {
  return [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...records.foodIds.map((id) => ({ path: paths.foodDetail(id) })),
    ...records.comboIds.map((id) => ({ path: paths.comboDetail(id) })),
    ...records.voucherIds.map((id) => ({ path: paths.voucherDetail(id) })),
  ];
}

/** When each dish's, combo's and voucher's page last changed (the API's `updatedAt`), by id. */
export interface RecordChanges {
  foods: ReadonlyMap<number, string>;
  combos: ReadonlyMap<number, string>;
  vouchers: ReadonlyMap<number, string>;
}

function newest(dates: Iterable<string>): string | undefined {
  let latest: string | undefined;
  for (const date of dates) if (latest === undefined || Date.parse(date) > Date.parse(latest)) latest = date;
  return latest;
}

/**
 * The sitemap's lastmod from the data: a record's page when the record last changed; a page listing records (the
 * menu, the combos, the vouchers, the homepage showing them all) when the newest of them did. Pages whose data has no
 * date keep none. (A record leaving a list does not date the list: the list's newest remaining change is kept.)
 */
export function withLastmod(entries: readonly SitemapEntry[], changes: RecordChanges): SitemapEntry[] {
  const byPath = new Map<string, string | undefined>([
    [paths.landing.food, newest(changes.foods.values())],
    [paths.landing.comboDetailV1, newest(changes.combos.values())],
    [paths.landing.voucher, newest(changes.vouchers.values())],
    [
      paths.landing.homepage,
      newest([...changes.foods.values(), ...changes.combos.values(), ...changes.vouchers.values()]),
    ],
    ...[...changes.foods].map(([id, date]) => [paths.foodDetail(id), date] as const),
    ...[...changes.combos].map(([id, date]) => [paths.comboDetail(id), date] as const),
    ...[...changes.vouchers].map(([id, date]) => [paths.voucherDetail(id), date] as const),
  ]);
  return entries.map((entry) => {
    const lastmod = byPath.get(entry.path);
    return lastmod === undefined ? entry : { ...entry, lastmod };
  });
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemap protocol's XML: each entry's absolute URL (on `origin`) and its lastmod when known. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(base + path)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The path prefixes crawlers are kept out of: the API, sign-in and account pages, the staff pages and the demo. */
export function disallowedPrefixes(): string[] {
  const demoPrefixes = new Set(
    Object.values(routePatterns.demo)
      .flatMap((section) => Object.values(section))
      .map((pattern) => `/${pattern.split('/')[1]}/`),
  );
  return ['/api/', '/auth/', '/staff/', ...[...demoPrefixes].sort()];
}

/** robots.txt: every crawler, kept out of `disallowedPrefixes`, pointed at the sitemap on `origin`. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
