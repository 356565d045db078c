import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { clientAddressKey, MemoryRateLimitStore } from '../../api/src/lib/rate-limit';
import { splitLanguagePath } from '../../shared/src/i18n/language-path';
import { languageTag } from '../../shared/src/i18n/language-tag';
import { directionOf } from '../../shared/src/i18n/rtl';
import { demoRoutePatterns, routePatterns } from '../../shared/src/router/paths';
import { REDIRECT_PARAM } from '../../shared/src/router/safe-redirect';
import {
  SERVER_RENDER_STATE_ID,
  type RenderPage,
  type ServerRemote,
  type ServerRenderState,
} from '../../shared/src/server-rendering/server-render-state';
import type { Language } from '../../shared/src/stores/customizer-store';
import { LANGUAGE_PREFIX_SOURCE } from './crawlers';

/**
 * Server rendering of the public landing pages: the host's Node build (host/dist/server/main.js) renders a page with
 * the remotes' Node builds, this module puts the result into the built index.html, keeps it a few seconds per
 * language and URL, and answers null whenever anything goes wrong, so the caller sends the client-rendered shell.
 */

/**
 * Demo pages drawn by a library whose stylesheet its script injects (the calendar's, the editor's): rendered on the
 * server they would show that part unstyled until the script ran, then jump (layout shift 0.57 on the calendar at
 * phone width, against 0.03 rendered in the browser).
 */
const BROWSER_STYLED_DEMO_PAGES: readonly string[] = [
  routePatterns.demo.apps.calendar,
  routePatterns.demo.forms['quill-editor'],
];

/**
 * The pages rendered on the server: public, the same for every visitor (nothing that needs a session). Sign-in, sign-up
 * and the forgotten password's form are too: client-rendered, their first paint waited for every script (sign-in's
 * LCP was 5 s in the bench, against 1.5 s for the rendered pages). And the demo pages: their LCP element (a heading,
 * a paragraph) waited for all the demo's code, 4.6-6.2 s at 4x CPU.
 */
const SERVER_RENDERED_PATTERNS: readonly string[] = [
  routePatterns.landing.homepage,
  routePatterns.landing.food,
  routePatterns.landing.foodDetail,
  routePatterns.landing.comboDetail,
  routePatterns.landing.comboDetailV1,
  routePatterns.landing.voucher,
  routePatterns.landing.voucherDetail,
  routePatterns.landing.review,
  // the review form: a crawler (signed out, as every render is) reads its head and the invitation to sign in and rate
  routePatterns.landing.reviews,
  routePatterns.landing.reservation,
  routePatterns.auth.login,
  routePatterns.auth.login2,
  routePatterns.auth.register,
  routePatterns.auth.register2,
  routePatterns.auth.forgotPassword,
  routePatterns.auth.forgotPassword2,
  ...demoRoutePatterns.filter((pattern) => !BROWSER_STYLED_DEMO_PAGES.includes(pattern)),
];

/**
 * The query parameters each server-rendered page reads, by its pattern: the only ones its render, and so its cached
 * copy, depends on. Every other parameter is dropped before the render (the page never reads it: the HTML is the
 * same), so `/landing/homepage?x=<random>` is the cached homepage, never a render of its own. None unless listed here:
 * a page that starts reading one is added here, or its server HTML ignores it and the browser renders it afresh.
 */
export const RENDERED_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // the page to go back to once signed in or up (the forms' links carry it)
  [routePatterns.auth.login]: [REDIRECT_PARAM],
  [routePatterns.auth.login2]: [REDIRECT_PARAM],
  [routePatterns.auth.register]: [REDIRECT_PARAM],
  [routePatterns.auth.register2]: [REDIRECT_PARAM],
  // the booking choice a shared link or the trip through sign-in carries (choice-url.ts's CHOICE_PARAMS): rendered
  // with it, the page shows that slot before any script runs, and its header's "Log in", followed before hydration,
  // comes back to it
  [routePatterns.landing.reservation]: ['guests', 'date', 'time', 'duration', 'floor', 'tables'],
  // the demo's filters and pages kept in the URL (use-shop-filters.ts, blog-posts-page.tsx)
  [routePatterns.demo.ecommerce.shop]: ['q', 'category', 'gender', 'price', 'color', 'rating', 'sort'],
  [routePatterns.demo.apps['blog-posts']]: ['category', 'sort', 'page'],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A route pattern as a regular expression's source: `:id` is one non-empty segment. */
function patternSource(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
}

/**
 * The server-rendered paths as one regular expression, in every language (`/fr/landing/food`; `:id` is one non-empty
 * segment, trailing slashes allowed): what this server tests and what the cluster's nginx routes to its renderer, so
 * the two never disagree.
 */
export const SERVER_RENDERED_PATH = new RegExp(
  `^${LANGUAGE_PREFIX_SOURCE}(?:${SERVER_RENDERED_PATTERNS.map(patternSource).join('|')})/*$`,
);

const PATTERN_MATCHERS = SERVER_RENDERED_PATTERNS.map((pattern) => ({
  pattern,
  matches: new RegExp(`^${patternSource(pattern)}/*$`),
}));

/**
 * The URL a page is rendered and cached for: its path and, in the order `RENDERED_QUERY_PARAMS` lists them, only the
 * parameters the page reads (their first value). The fragment never reaches a server.
 */
export function renderUrlOf(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  const { path } = splitLanguagePath(parsed.pathname);
  const route = PATTERN_MATCHERS.find(({ matches }) => matches.test(path));
  const kept = new URLSearchParams();
  for (const name of (route && RENDERED_QUERY_PARAMS[route.pattern]) ?? []) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${parsed.pathname}?${search}` : parsed.pathname;
}

/** Whether a path is one of the server-rendered pages (`:id` matches one segment). */
export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED_PATH.test(pathname);
}

/** The state as a JSON data block: `<` escaped so no text inside can close the element. */
export function serializeState(state: ServerRenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ROOT_OPEN = /<div\s+id=(["']?)root\1\s*>/i;

/** Replaces what is inside `<div id="root">` (the static shell) with `markup`; null if the page has no such element. */
export function replaceRootContent(html: string, markup: string): string | null {
  const open = ROOT_OPEN.exec(html);
  if (!open) return null;
  const start = open.index + open[0].length;
  const tags = /<div\b[^>]*>|<\/div\s*>/gi;
  tags.lastIndex = start;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(0, start) + markup + html.slice(match.index);
  }
  return null;
}

/** `<title>`, `<meta>` and `<link>` elements, one after another from the start of a text. */
const LEADING_HEAD_ELEMENTS = /^(?:\s*(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>))+/i;

/**
 * A server render's markup split into the page's head elements and the rest: React 19 writes the `<title>`, `<meta>`
 * and `<link>` a page renders (`PageHead`) first when it renders no `<html>` of its own, for the document's head.
 */
export function splitHeadElements(markup: string): { head: string; body: string } {
  const leading = LEADING_HEAD_ELEMENTS.exec(markup);
  if (!leading) return { head: '', body: markup };
  return { head: leading[0].trim(), body: markup.slice(leading[0].length) };
}

/**
 * The index.html's head with the page's own elements: the page's title and description replace the shell's (one of
 * each), the rest is added before `</head>`.
 */
function withHeadElements(html: string, head: string): string {
  if (!head) return html;
  let page = html;
  if (/<title\b/i.test(head)) page = page.replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/i, '');
  if (/<meta\b[^>]*name="description"/i.test(head)) {
    // the built index.html is minified: its attributes may have lost their quotes
    page = page.replace(/<meta\b[^>]*\sname=(["']?)description\1[\s/>][^>]*>?\s*/i, '');
  }
  return page.replace(/<\/head>/i, `${head}</head>`);
}

/** The page's `<html lang dir>` for `language` (Arabic right to left), whatever the page had. */
export function withDocumentLanguage(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    tag
      .replace(/\s(lang|dir)=(["'])[^"']*\2|\s(lang|dir)=[^\s>]+/gi, '')
      .replace(/^<html/i, `<html lang="${languageTag(language)}" dir="${directionOf(language)}"`),
  );
}

/** The page with `links` (elements for its head) added before `</head>`. */
export function withHeadLinks(html: string, links: string): string {
  return links ? html.replace(/<\/head>/i, `${links}</head>`) : html;
}

/**
 * The host page with the server's markup in #root, its head elements and then its style elements in `<head>`,
 * `<html lang dir>` for the page's language (so nothing flips on hydration) and the hydration state in a JSON block
 * before </body>. Null when the page is not the one expected.
 */
export function assemblePage(
  indexHtml: string,
  rendered: { html: string; styles: string; state: ServerRenderState },
): string | null {
  const { head, body } = splitHeadElements(rendered.html);
  const withMarkup = replaceRootContent(withHeadElements(indexHtml, `${head}${rendered.styles}`), body);
  if (withMarkup === null || !/<\/body>/i.test(withMarkup)) return null;
  const withLanguage = withDocumentLanguage(withMarkup, rendered.state.language);
  const block = `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${serializeState(rendered.state)}</script>`;
  return withLanguage.replace(/<\/body>/i, `${block}</body>`);
}

/**
 * What the API's invalidation bus carries (api/src/lib/invalidation-bus.ts, typed here by shape: the API is not
 * compiled with these scripts): the tags a write changed on some instance, or `all` when some may have been missed.
 */
export type Invalidation = { tags: readonly string[] } | { all: true };

/** The cached data the public pages show: a write publishing one of these (or `name:detail`) changes a page. */
const PAGE_DATA_TAGS: readonly string[] = ['menu', 'reviews', 'vouchers', 'tables'];

/** Whether an invalidation heard on the bus may change a server-rendered page (a private cache's tag does not). */
export function changesPublicPages(invalidation: Invalidation): boolean {
  if ('all' in invalidation) return true;
  return invalidation.tags.some((tag) =>
    PAGE_DATA_TAGS.some((family) => tag === family || tag.startsWith(`${family}:`)),
  );
}

export interface RenderedPage {
  html: string;
  /** Weak validator of this rendering (language, URL, time). */
  etag: string;
  /**
   * The record the URL names does not exist: `html` is then the client-rendered page, sent with 404, whose script
   * shows the page's own "not found" in the visit's language (never a server render of a page that failed to load).
   */
  notFound?: boolean;
}

interface CacheEntry {
  expiresAt: number;
  page: Promise<RenderedPage | null>;
}

export interface ServerRendererOptions {
  /** host/dist/server/main.js; absent (not built) means every page falls back. */
  hostServerEntry: string;
  /** Loads the host's Node build (tests pass a fake). */
  loadRenderPage?: (entry: string) => RenderPage;
  /** Remote name -> its Node build's remoteEntry.js URL (absolute) and where its web build is served. */
  remotes: () => Record<string, ServerRemote>;
  /** The API as this process reaches it (absolute). */
  apiBaseUrl: () => string;
  /** The built index.html, read per render so a rebuild is picked up. */
  readIndexHtml: () => Promise<string>;
  log: (line: string) => void;
  /**
   * Resolves true once every write answered anywhere before the call has reached `invalidate` (the API bus's sync),
   * false when that cannot be promised now: a cached page is then rendered afresh. Absent: the cache is trusted.
   */
  inSync?: () => Promise<boolean>;
  /** How long a rendered page is served again (per language + URL). */
  ttlMs?: number;
  /** Past this the render leaves what remains to the browser. */
  timeoutMs?: number;
  /** Renders waiting beyond this send the client-rendered shell instead of queueing. */
  maxQueued?: number;
  /**
   * Pages one client address may have rendered a minute (cache misses: a cached page is always served); past it the
   * client-rendered shell, whose cost is the browser's.
   */
  rendersPerAddressPerMinute?: number;
  now?: () => number;
}

const DEFAULT_TTL_MS = 5000;
const DEFAULT_TIMEOUT_MS = 3000;
const DEFAULT_MAX_QUEUED = 8;
const DEFAULT_RENDERS_PER_ADDRESS_PER_MINUTE = 30;
const MAX_CACHED_PAGES = 500;

function requireRenderPage(entry: string): RenderPage {
  // The host's Node build is CommonJS (see serverConfig in scripts/webpack/create-config.ts).
  const loaded: unknown = createRequire(__filename)(entry);
  if (typeof loaded !== 'object' || loaded === null || !('renderPage' in loaded)) {
    throw new Error(`${entry} does not export renderPage()`);
  }
  const { renderPage } = loaded as { renderPage: unknown };
  if (typeof renderPage !== 'function') throw new Error(`${entry} does not export renderPage()`);
  return renderPage as RenderPage;
}

export class ServerRenderer {
  private readonly cache = new Map<string, CacheEntry>();
  private renderPage: RenderPage | null = null;
  private unavailable = false;
  private queued = 0;
  private generation = 0;
  /** renders per client address: the API's own fixed-window counters, in memory (each process renders its own) */
  private readonly rendersByAddress = new MemoryRateLimitStore();

  constructor(private readonly options: ServerRendererOptions) {}

  /**
   * The server-rendered page for a URL in a language, or null: not built, too busy, the client at `clientAddress` has
   * had its share of renders this minute, or the render failed (logged). The caller then sends the client-rendered
   * shell. The URL is rendered and cached as `renderUrlOf` keeps it.
   */
  async page(
    requestUrl: string,
    language: Language,
    clientAddress?: string,
    /** the site's request id: the render's API calls carry it, its log lines name it */
    requestId?: string,
    origin = '',
  ): Promise<RenderedPage | null> {
    const now = (this.options.now ?? Date.now)();
    const remotes = this.options.remotes();
    const url = renderUrlOf(requestUrl);
    // A release or rollback of a remote changes its URL, and so the key: its pages are rendered afresh at once. The
    // origin is in the page (its head's absolute URLs).
    const key = `${language} ${origin} ${url} ${JSON.stringify(remotes)}`;
    const cached = this.cache.get(key);
    // a write another instance answered before this request is heard first, so it is never served stale
    if (cached && cached.expiresAt > now && (await this.inSync())) {
      // the least recently read page goes first when the cache is full: pages people read stay
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached.page;
    }
    const renderer = this.loadRenderer();
    if (!renderer) return null;
    if (this.queued >= (this.options.maxQueued ?? DEFAULT_MAX_QUEUED)) return null;
    if (clientAddress !== undefined) {
      const max = this.options.rendersPerAddressPerMinute ?? DEFAULT_RENDERS_PER_ADDRESS_PER_MINUTE;
      const { hits } = await this.rendersByAddress.hit(clientAddressKey(clientAddress), 60_000, new Date(now));
      if (hits > max) return null;
    }

    const generation = this.generation;
    const page = this.render(renderer, url, language, remotes, origin, requestId);
    const entry: CacheEntry = { expiresAt: now + (this.options.ttlMs ?? DEFAULT_TTL_MS), page };
    this.cache.set(key, entry);
    if (this.cache.size > MAX_CACHED_PAGES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    void page.then((result) => {
      // A failure is not kept, and neither is a page rendered from data a write has since changed.
      if ((result === null || generation !== this.generation) && this.cache.get(key) === entry) this.cache.delete(key);
    });
    return page;
  }

  /** Drops every cached page: called on the API's invalidations that change public pages (a review, a booking...). */
  invalidate(): void {
    this.generation += 1;
    this.cache.clear();
  }

  private async inSync(): Promise<boolean> {
    return this.options.inSync ? this.options.inSync().catch(() => false) : true;
  }

  private loadRenderer(): RenderPage | null {
    if (this.renderPage) return this.renderPage;
    if (this.unavailable) return null;
    const entry = this.options.hostServerEntry;
    try {
      if (!existsSync(entry) && !this.options.loadRenderPage) {
        throw new Error(`${path.basename(path.dirname(path.dirname(entry)))} has no server build (${entry})`);
      }
      this.renderPage = (this.options.loadRenderPage ?? requireRenderPage)(entry);
      return this.renderPage;
    } catch (error) {
      this.unavailable = true;
      this.options.log(`[site] server rendering off, pages render in the browser: ${describe(error)}`);
      return null;
    }
  }

  private async render(
    renderer: RenderPage,
    url: string,
    language: Language,
    remotes: Record<string, ServerRemote>,
    origin: string,
    requestId: string | undefined,
  ): Promise<RenderedPage | null> {
    this.queued += 1;
    const tag = requestId === undefined ? '' : ` [${requestId}]`;
    const startedAt = Date.now();
    try {
      const [rendered, indexHtml] = await Promise.all([
        renderer({
          url,
          language,
          origin,
          apiBaseUrl: this.options.apiBaseUrl(),
          remotes,
          timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          ...(requestId === undefined ? {} : { requestId }),
        }),
        this.options.readIndexHtml(),
      ]);
      if (rendered.notFound) {
        return {
          html: indexHtml,
          etag: `W/"missing-${indexHtml.length.toString(36)}-${startedAt.toString(36)}"`,
          notFound: true,
        };
      }
      for (const part of rendered.clientRenderedParts) {
        this.options.log(`[site]${tag} ${url}: a part is left to the browser: ${part}`);
      }
      const html = assemblePage(indexHtml, rendered);
      if (html === null) throw new Error('index.html has no <div id="root"> or </body>');
      const etag = `W/"ssr-${language}-${startedAt.toString(36)}-${html.length.toString(36)}"`;
      return { html, etag };
    } catch (error) {
      this.options.log(
        `[site]${tag} ${url}: server render failed, sending the client-rendered page: ${describe(error)}`,
      );
      return null;
    } finally {
      this.queued -= 1;
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** `…/mf-manifest.json` of a remote -> its Node build's `…/server/remoteEntry.js`, absolute against `origin`. */
export function serverEntryOf(manifestUrl: string, origin: string): string {
  const absolute = new URL(manifestUrl, origin.endsWith('/') ? origin : `${origin}/`);
  absolute.pathname = absolute.pathname.replace(/[^/]*$/, 'server/remoteEntry.js');
  return absolute.href;
}

/**
 * Where a remote's web build is served, from its /remotes.json manifest URL: the manifest's folder, as the browser's
 * host finds the remote's files there (root-relative when this site serves it, absolute when it lives elsewhere).
 */
export function webPublicPathOf(manifestUrl: string): string {
  return manifestUrl.replace(/[^/]*$/, '');
}
