import { languagePathSegments, localizedPath, splitLanguagePath } from '../../shared/src/i18n/language-path';
import { languageTag } from '../../shared/src/i18n/language-tag';
import { paths, routePatterns } from '../../shared/src/router/paths';
import { LANGUAGES } from '../../shared/src/stores/customizer-store';

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

/**
 * The optional language prefix of a page's URL (`/fr`, `/ar`, `/zh`...: `language-path.ts`) as a regular expression's
 * source: every page of the app is at its path in English and under each other language's prefix.
 */
export const LANGUAGE_PREFIX_SOURCE = `(?:/(?:${languagePathSegments().map(escapeRegExp).join('|')}))?`;

/** Route patterns as alternatives of a regular expression: `:id` is one non-empty segment. */
function patternsSource(patterns: readonly string[]): string {
  return patterns
    .map((pattern) =>
      pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
        .join('/'),
    )
    .join('|');
}

/**
 * Every page of the app as one regular expression, in every language (`:id` is one non-empty segment, trailing
 * slashes allowed).
 */
export const KNOWN_ROUTE_PATH = new RegExp(`^${LANGUAGE_PREFIX_SOURCE}(?:${patternsSource(allPatterns())})/*$`);

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
export function recordReadOf(url: string): string | null {
  const pathname = splitLanguagePath(url).path;
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

/**
 * The pages that exist for the public in each language: every restaurant page and every sign-in and sign-up page
 * (not the not-found and maintenance pages, which only answer for others). Each lists its URL in every language and
 * one canonical URL. The staff pages and the demo area work under a language prefix too (links keep the language),
 * but are not offered per language: crawlers are kept out of them.
 */
const LOCALIZED_PAGE_PATH = new RegExp(
  `^(?:${patternsSource(
    [...Object.values(routePatterns.landing), ...Object.values(routePatterns.auth)].filter(
      (pattern) => pattern !== routePatterns.auth.notFound && pattern !== routePatterns.auth.maintenance,
    ),
  )})/*$`,
);

/**
 * The pages whose answer depends on their language: every path under another language's prefix, and the public pages
 * at their English URL (their head lists their alternates). The cluster's nginx sends these to the site server.
 */
export const LANGUAGE_PAGE_PATH = new RegExp(
  `^(?:/(?:${languagePathSegments().map(escapeRegExp).join('|')})(?:/.*)?|${LOCALIZED_PAGE_PATH.source.replace(/^\^|\$$/g, '')})$`,
);

/**
 * A diner's own pages (the checkout, their orders, one order): what they show depends on who is signed in, which only
 * the browser knows, so the server cannot answer another diner's order with 404. They are kept out of search results
 * instead (`noindex`, in the head and in `X-Robots-Tag`) and out of the sitemap; the page itself shows the not-found
 * state for an order that is not the visitor's (the API answers 404). Not disallowed in robots.txt: a crawler kept
 * out would never read the noindex, and could still list a linked URL.
 */
const PRIVATE_PAGE_PATH = new RegExp(
  `^(?:${patternsSource([routePatterns.landing.checkout, routePatterns.landing.orders, routePatterns.landing.orderDetail])})/*$`,
);

/** Whether a path without its language prefix is one of a diner's own pages, which search engines must not list. */
export function isPrivatePage(path: string): boolean {
  return PRIVATE_PAGE_PATH.test(path);
}

/** What keeps a page out of search results, in its head. */
export const NOINDEX_META = '<meta name="robots" content="noindex">';

/** Whether a path without its language prefix (`/landing/food`) is one of the public pages offered per language. */
export function isLocalizedPage(path: string): boolean {
  return LOCALIZED_PAGE_PATH.test(path);
}

export interface LanguageAlternate {
  /** a BCP 47 tag (`zh-CN`), or `x-default` for the URL that serves a visitor whose language is not offered */
  hreflang: string;
  /** absolute URL */
  href: string;
}

/** A page's URL in every language (its BCP 47 tag), then `x-default`: the unprefixed, English one. */
export function languageAlternates(origin: string, path: string): LanguageAlternate[] {
  const base = origin.replace(/\/+$/, '');
  return [
    ...LANGUAGES.map((language) => ({ hreflang: languageTag(language), href: base + localizedPath(language, path) })),
    { hreflang: 'x-default', href: base + path },
  ];
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The head links of a public page at `url` (with its language prefix; its query is not part of the page's identity):
 * its alternate in every language plus `x-default`, and its one canonical URL, itself in its language. A diner's own
 * page gets the robots `noindex` instead (a page not to be listed has no canonical URL to offer). Empty for a page not
 * offered per language.
 */
export function languageHeadLinks(origin: string, url: string): string {
  const pathname = url.replace(/[?#].*$/, '');
  const { language, path } = splitLanguagePath(pathname);
  const page = path.replace(/(.)\/+$/, '$1');
  if (isPrivatePage(page)) return NOINDEX_META;
  if (!isLocalizedPage(page)) return '';
  const base = origin.replace(/\/+$/, '');
  return [
    ...languageAlternates(base, page).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`,
    ),
    `<link rel="canonical" href="${escapeAttribute(base + localizedPath(language, page))}">`,
  ].join('');
}

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

/**
 * The sitemap protocol's XML: each entry's absolute URL (on `origin`), its lastmod when known and its alternates in
 * every language plus `x-default` (Google's `xhtml:link`; the English URL stands for the page).
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(base + path)}</loc>`;
    const alternates = languageAlternates(base, path)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('');
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Each path at its URL in every language (`/auth/`, `/fr/auth/`...), language by language. */
function inEveryLanguage(pathsOrPrefixes: readonly string[]): string[] {
  return LANGUAGES.flatMap((language) => pathsOrPrefixes.map((path) => localizedPath(language, path)));
}

/**
 * The path prefixes crawlers are kept out of: the API, sign-in and account pages, the staff pages and the demo, the
 * pages in every language.
 */
export function disallowedPrefixes(): string[] {
  const demoPrefixes = new Set(
    Object.values(routePatterns.demo)
      .flatMap((section) => Object.values(section))
      .map((pattern) => `/${pattern.split('/')[1]}/`),
  );
  const pages = ['/auth/', '/staff/', ...[...demoPrefixes].sort()];
  return ['/api/', ...inEveryLanguage(pages)];
}

/**
 * The sign-in and sign-up pages, in every language: the auth pages a diner searches for ("<restaurant> sign in"), let
 * through `/auth/`'s Disallow (the longest matching rule wins, RFC 9309). The other auth pages (reset links, codes,
 * not-found, maintenance) stay out.
 */
export function allowedAuthPrefixes(): string[] {
  return inEveryLanguage([paths.auth.login, paths.auth.register]);
}

/**
 * robots.txt: every crawler, kept out of `disallowedPrefixes` but for the sign-in and sign-up pages, pointed at the
 * sitemap on `origin`.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...allowedAuthPrefixes().map((prefix) => `Allow: ${prefix}`),
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
