import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { DEFAULT_API_BASE_URL } from '../../shared/src/api/api-base-url';
import { findSharedSkews, type SharedDeclaration } from '../../shared/src/federation/shared-compatibility';
import { localizedPath, splitLanguagePath } from '../../shared/src/i18n/language-path';
import { paths } from '../../shared/src/router/paths';
import type { ServerRemote } from '../../shared/src/server-rendering/server-render-state';
import { DEFAULT_CUSTOMIZER, type Language } from '../../shared/src/stores/customizer-store';
import { distDir, HOST_DIR, REMOTES, remoteEnvVar, ROOT_DIR, type RemoteName } from '../lib/front-ends';
import { rollbackRuleOf } from '../release/canary-verdict';
import { canaryCheckIntervalMs, watchCanaries, type ActivitySince } from '../release/canary-watch';
import { cohortOf, cohortSetCookie, randomCohort } from '../release/cohort';
import { readManifest } from '../release/release-remote';
import { ReleaseStore, releasesDirOf } from '../release/release-store';
import {
  isKnownRoutePath,
  isPrivatePage,
  languageHeadLinks,
  recordReadOf,
  robotsTxt,
  sitemapEntries,
  sitemapXml,
  withLastmod,
  type RecordChanges,
  type SitemapRecords,
} from './crawlers';
import { liveReleaseManifestUrl, releaseFileOf, servesAnyCanary } from './release-files';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders, trustsProxy } from './security-headers';
import {
  changesPublicPages,
  isServerRenderedPath,
  ServerRenderer,
  serverEntryOf,
  webPublicPathOf,
  withDocumentLanguage,
  withHeadLinks,
  type Invalidation,
} from './server-rendering';
import {
  cacheControlFor,
  HOST_SERVER_DIR,
  isHostServerFile,
  isServedBuildFile,
  MIN_COMPRESS_BYTES,
  resolveInside,
} from './static-files';

export interface SiteServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Environment read for REMOTE_*_URL, API_BASE_URL and TRUST_PROXY, and by the API (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Serve without the API (e.g. to measure the front end alone); default: mount it when api/src/app.ts exists. */
  withApi?: boolean;
  log?: (line: string) => void;
  /** Render the public landing pages on the server (default: SERVER_RENDERING, on unless `0`/`false`/`off`). */
  serverRendering?: boolean;
  /** How long a rendered page is served again unless a write changes it first (default 5 s). */
  renderCacheMs?: number;
}

export interface SiteServer {
  url: string;
  port: number;
  apiMounted: boolean;
  /** where the API's mail goes, in one line (undefined without the API) */
  mailDelivery?: string;
  /** the API serves its OpenAPI document and Swagger UI at /api/docs */
  apiDocs: boolean;
  close: () => Promise<void>;
}

/**
 * What `prepareApi` of api/src/app.ts returns, as far as the site uses it: the server options the API relies on, and
 * the API as a plugin with its options and prefix. Typed here by shape: the API is not compiled with these scripts.
 */
interface PreparedApi {
  serverOptions: FastifyServerOptions;
  mailDelivery: string;
  apiDocs: boolean;
  plugin: FastifyPluginAsync<Record<string, unknown>>;
  pluginOptions: Record<string, unknown>;
  prefix: string;
  measureSiteRequests: (site: FastifyInstance) => void;
  serveMetrics: (server: FastifyInstance) => void;
}

/** The part of the API's invalidation bus the site uses (api/src/lib/invalidation-bus.ts, by shape). */
interface InvalidationBus {
  subscribe: (handler: (invalidation: Invalidation) => void) => () => void;
  sync: () => Promise<boolean>;
}

type PrepareApi = (options: { env: NodeJS.ProcessEnv }) => Promise<PreparedApi>;

const API_APP_FILE = path.join(ROOT_DIR, 'api', 'src', 'app.ts');

function hasPrepareApi(candidate: unknown): candidate is { prepareApi: PrepareApi } {
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    'prepareApi' in candidate &&
    typeof candidate.prepareApi === 'function'
  );
}

/**
 * The API is an ES module: loaded through dynamic import so this CommonJS-compiled script does not need to
 * `require` it. Preparing it validates the environment; the database opens when the site's server starts.
 */
async function loadApi(env: NodeJS.ProcessEnv): Promise<PreparedApi> {
  const loaded: unknown = await import(pathToFileURL(API_APP_FILE).href);
  if (!hasPrepareApi(loaded)) throw new Error(`${API_APP_FILE} does not export prepareApi()`);
  return loaded.prepareApi({ env });
}

/** SERVER_RENDERING: on unless `0`, `false` or `off`. */
export function serverRenderingOn(env: NodeJS.ProcessEnv): boolean {
  return !/^(0|false|off)$/i.test(env.SERVER_RENDERING?.trim() ?? '');
}

/**
 * SERVER_RENDERS_PER_MINUTE: pages one client address may have rendered a minute (cache misses); unset or not a
 * whole number above 0: the renderer's default.
 */
export function rendersPerAddressPerMinute(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.SERVER_RENDERS_PER_MINUTE?.trim() ?? '';
  return /^[0-9]{1,7}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/**
 * Each remote's manifest for a browser of this cohort: REMOTE_*_URL when set, else the release it is served (read now:
 * a canary's when its cohort is in the canary's share, else the live one), else its dist/ build. No cohort: what
 * everyone outside a canary is served.
 */
export function remotesConfig(env: NodeJS.ProcessEnv, cohort: number | null = null): Record<RemoteName, string> {
  const entries = REMOTES.map(
    ({ name }) =>
      [
        name,
        env[remoteEnvVar(name)]?.trim() ||
          liveReleaseManifestUrl(env, name, cohort) ||
          `/remotes/${name}/mf-manifest.json`,
      ] as const,
  );
  return Object.fromEntries(entries) as Record<RemoteName, string>;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Points the host page at another API origin without rebuilding it. */
export function rewriteApiBaseUrl(html: string, apiBaseUrl: string | undefined): string {
  if (!apiBaseUrl) return html;
  const meta = `<meta name="api-base-url" content="${escapeAttribute(apiBaseUrl)}">`;
  // html-webpack-plugin minifies the page: attribute quotes may be gone.
  const existing = /<meta\s+[^>]*name=(["']?)api-base-url\1[\s/>][^>]*>?/i;
  if (existing.test(html)) return html.replace(existing, meta);
  return html.replace(/<head([^>]*)>/i, `<head$1>${meta}`);
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A client-side route: no file extension in the last segment (assets and unknown files stay 404). */
function looksLikeRoute(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * A browser navigating (typing /menu.html) asks for HTML; a script, style or fetch of a missing asset does not.
 * The navigation gets the app, which shows its not-found page; the asset keeps a plain 404.
 */
function acceptsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

function pathnameOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

/**
 * A built file, through @fastify/static: its `.br` or `.gz` sibling (written by the build for hashed files) when the
 * browser takes one, else the file itself (compressed per response), with @fastify/send's ETag, 304 and
 * Content-Type; the cache rule is ours. The path was checked by `resolveInside` and `isFile`.
 */
function sendBuiltFile(reply: FastifyReply, file: string): FastifyReply {
  return reply.header('Cache-Control', cacheControlFor(file)).sendFile(path.basename(file), path.dirname(file));
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/** MAINTENANCE=1, the API's switch: the site is in maintenance. */
export function maintenanceOn(env: NodeJS.ProcessEnv): boolean {
  return env.MAINTENANCE?.trim() === '1';
}

/** The Retry-After of the maintenance page, the API's own while in maintenance (api/src/plugins/maintenance.ts). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** The site's origin as the visitor asked for it (X-Forwarded-Proto only from the proxies TRUST_PROXY names). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The cohort drawn for a request that came without one: the same however many times its answer asks. */
const drawnCohorts = new WeakMap<FastifyRequest, number>();

/**
 * The browser's canary cohort (`scripts/release/cohort.ts`): the one its cookie keeps, else one drawn now and set on
 * this answer, so the /remotes.json or page it asks for next is computed for the same cohort.
 */
function cohortFor(request: FastifyRequest, reply: FastifyReply): number {
  const kept = cohortOf(request.headers.cookie) ?? drawnCohorts.get(request);
  if (kept !== undefined && kept !== null) return kept;
  const drawn = randomCohort();
  drawnCohorts.set(request, drawn);
  reply.header('Set-Cookie', cohortSetCookie(drawn, request.protocol === 'https'));
  return drawn;
}

/** What names a remote's version is the cohort's: never kept by a cache shared between browsers. */
const PER_COHORT_CACHE_CONTROL = 'private, no-cache';

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('Cache-Control', 'no-cache').send({ message: 'Not found', code: 'NOT_FOUND' });
}

/**
 * The site's own routes: the host's dist/ at / with SPA fallback, each remote's dist/ under /remotes/<name>/, and
 * /remotes.json. An encapsulated plugin beside the API's, so its security-headers hook never touches /api answers
 * (the API sends its own). Registered with logLevel 'silent': the site logged nothing before it shared the API's
 * logger, and a request log line per asset would drown the API's.
 */
function sitePlugin({
  env,
  hostDist,
  renderer,
  sitemapRecords,
  recordMissing,
  measure,
}: {
  env: NodeJS.ProcessEnv;
  /** counts this plugin's answers in the process's metrics (with the API) */
  measure?: (site: FastifyInstance) => void;
  hostDist: string;
  renderer: ServerRenderer | null;
  /** the dishes, combos and vouchers on public pages now, with when each last changed (none without the API) */
  sitemapRecords: () => Promise<SitemapRecords & { changes: RecordChanges }>;
  /** whether the API finds nothing at one of its public reads (`recordReadOf`); false without the API */
  recordMissing: (read: string, clientAddress: string) => Promise<boolean>;
}) {
  return async (site: FastifyInstance): Promise<void> => {
    measure?.(site);
    // the id the site's log lines, its server render's API calls and the API's log lines all carry
    site.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-request-id', request.id);
      return payload;
    });
    const apiBaseUrl = env.API_BASE_URL?.trim();
    const policyFor = (page: string | null): string =>
      contentSecurityPolicy({
        remoteManifestUrls: Object.values(remotesConfig(env)),
        apiBaseUrl: apiBaseUrl || DEFAULT_API_BASE_URL,
        inlineScriptHashes: page === null ? [] : inlineScriptHashes(page),
      });
    // Files other than the host page are not documents that run inline scripts: no hash to admit.
    const filePolicy = policyFor(null);

    site.addHook('onRequest', async (request, reply) => {
      reply.headers(securityHeaders(filePolicy, request.protocol === 'https'));
    });

    // Every answer of the site's routes is compressed here when it is not already (a precompressed build file is):
    // the files the build could not compress ahead (the page, manifests, remoteEntry.js: their names stay while their
    // content changes) and the pages rendered per request. Only routes: @fastify/compress hooks into each
    // route as it is added, never into a not-found handler, so everything the site serves is a route.
    await site.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: MIN_COMPRESS_BYTES });
    // `reply.sendFile` only: the site's routes decide which file a URL names (`resolveInside`). No directory index,
    // no ranges or Last-Modified: the answers the site gave before these libraries served its files.
    await site.register(fastifyStatic, {
      serve: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      lastModified: false,
      acceptRanges: false,
    });

    // computed per request from the browser's cohort: a canary's share gets its release, the others the live one
    site.get('/remotes.json', async (request, reply) => {
      const cohort = cohortFor(request, reply);
      return reply
        .header('Cache-Control', PER_COHORT_CACHE_CONTROL)
        .header('Vary', 'Cookie')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(remotesConfig(env, cohort), null, 2));
    });

    // For crawlers (issue 56): the public pages and records, read from the API per request (its answers are cached
    // and dropped by the back office's writes, so a retired dish leaves the sitemap with them), and the rules.
    site.get('/sitemap.xml', async (request, reply) => {
      const records = await sitemapRecords();
      return reply
        .header('Cache-Control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(originOf(request), withLastmod(sitemapEntries(records), records.changes)));
    });
    site.get('/robots.txt', async (request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(originOf(request))),
    );

    /** An HTML page built in memory (rendered, or the host page rewritten): named by its content, compressed above. */
    const sendHtml = (request: FastifyRequest, reply: FastifyReply, html: string, etag: string): FastifyReply => {
      reply
        .header('Content-Security-Policy', policyFor(html))
        .header('Cache-Control', PER_COHORT_CACHE_CONTROL)
        .header('Vary', 'Cookie')
        .header('ETag', etag)
        .type('text/html; charset=utf-8');
      if (matchesEtag(request, etag)) return reply.code(304).send();
      return reply.send(html);
    };

    /**
     * A page of the app, in the language its URL names (`/fr/landing/food`; unprefixed: English): an unknown path is
     * sent to the not-found page in that language (spec §2), which answers 404; the maintenance page answers 503 while
     * the site is in maintenance. Then a public landing page rendered on the server, or the client-rendered shell when
     * that is not possible, with `<html lang dir>` of its language and, on a public page, its alternates and canonical
     * URL. An unprefixed URL is always English here, for everyone (the render stays cacheable): the browser takes a
     * returning visitor to the language they chose (`index.html`).
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply> => {
      const { language, path: pagePath } = splitLanguagePath(pathname);
      const redirect = (to: string) => reply.header('Cache-Control', 'no-cache').redirect(localizedPath(language, to));
      if (pagePath === '/') return redirect(paths.landing.homepage);
      if (!isKnownRoutePath(pagePath)) return redirect(paths.auth.notFound);
      const trimmed = pagePath.replace(/\/+$/, '');
      if (trimmed === paths.auth.notFound) reply.code(404);
      // a diner's own page (another diner's order cannot be told from theirs here): never in search results
      if (isPrivatePage(trimmed)) reply.header('X-Robots-Tag', 'noindex');
      const read = recordReadOf(pagePath);
      const links = languageHeadLinks(originOf(request), pathname);
      // a dish, combo or voucher that does not exist: 404 at its own URL with the app, which shows it missing in the
      // visit's language; never a server render, whose queries would fail and log an error
      if (read !== null && (await recordMissing(read, request.ip)))
        return sendHostIndex(request, reply.code(404), language, '');
      if (trimmed === paths.auth.maintenance && maintenanceOn(env))
        reply.code(503).header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
      // The server renders with the releases everyone outside a canary is served (the Node federation runtime holds one
      // version of each remote per process: switching it per request would drop the shared modules a render in
      // flight uses). A browser a canary is served gets the client-rendered page, so it never hydrates markup
      // another version rendered.
      const cohort = cohortFor(request, reply);
      if (renderer && !servesAnyCanary(env, cohort) && request.method === 'GET' && isServerRenderedPath(pagePath)) {
        // the language of the URL, never a cookie's or the browser's Accept-Language: one URL, one page, cacheable
        const page = await renderer.page(request.url, language, request.ip, request.id, originOf(request));
        // a demo product or blog post that does not exist: the page said so while rendering
        if (page?.notFound) return sendHtml(request, reply.code(404), page.html, page.etag);
        // the links name the site as the visitor asked for it: added per request, after the cache
        if (page) return sendHtml(request, reply, withHeadLinks(page.html, links), page.etag);
      }
      return sendHostIndex(request, reply, language, links);
    };

    /** The client-rendered shell, in `language` (`<html lang dir>`), with the page's head `links`. */
    const sendHostIndex = async (
      request: FastifyRequest,
      reply: FastifyReply,
      language: Language = DEFAULT_CUSTOMIZER.language,
      links = '',
    ): Promise<FastifyReply> => {
      // the page the browser asks /remotes.json from next: it asks with a cohort already
      cohortFor(request, reply);
      const indexFile = path.join(hostDist, 'index.html');
      const built = await readFile(indexFile, 'utf8').catch(() => null);
      if (built === null)
        return reply.code(503).type('text/plain; charset=utf-8').send('The host is not built yet: run npm run build.');
      const page = rewriteApiBaseUrl(built, apiBaseUrl);
      // English is the built page's own language: that page is sent as built (as nginx sends it)
      const html = withHeadLinks(
        language === DEFAULT_CUSTOMIZER.language ? page : withDocumentLanguage(page, language),
        links,
      );
      return sendHtml(
        request,
        reply,
        html,
        `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      );
    };

    for (const remote of REMOTES) {
      const root = distDir(remote.dir);
      site.get(`/remotes/${remote.name}/*`, async (request, reply) => {
        // Remote files may be loaded by a host on another origin (a remote deployed elsewhere, the dev host).
        reply.header('Access-Control-Allow-Origin', '*');
        const rest = (request.params as { '*': string })['*'];
        const file = resolveInside(root, rest);
        if (!file || !isServedBuildFile(file) || !(await isFile(file))) return notFound(reply);
        return sendBuiltFile(reply, file);
      });
    }

    // Every published release, not only the live one: a tab opened before a release or rollback keeps its chunks.
    site.get('/releases/*', async (request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      const file = releaseFileOf(env, (request.params as { '*': string })['*']);
      if (!file || !isServedBuildFile(file) || !(await isFile(file))) return notFound(reply);
      return sendBuiltFile(reply, file);
    });

    // The host's files and the app's pages. An unknown GET /api/... never gets here while the API is mounted: the API
    // answers every GET under its prefix itself (see `api/src/plugins/errors.ts`).
    site.get('/*', async (request, reply) => {
      const pathname = pathnameOf(request.url);
      // An /api path gets here only when the site runs without the API: the API is unavailable, not a page missing, so a
      // server render whose reads get this fails (the browser renders the page) instead of answering 404 for a record
      // it could not read.
      if (isApiPath(pathname)) {
        return reply.code(503).header('Cache-Control', 'no-store').send({ message: 'This site runs without its API.' });
      }
      // a remote's folder never holds the app
      if (pathname.startsWith('/remotes/')) return notFound(reply);
      if (pathname === '/' || pathname === '/index.html') return sendHostIndex(request, reply);
      const file = resolveInside(hostDist, pathname);
      // a source map stays on disk (error reports), the server bundle is the renderer's: a plain 404, whether or not
      // the file is there
      if (file && (!isServedBuildFile(file) || isHostServerFile(hostDist, file))) return notFound(reply);
      if (file && (await isFile(file))) return sendBuiltFile(reply, file);
      if (looksLikeRoute(pathname)) return sendPage(request, reply, pathname);
      // no route of the app has a dot: the app is sent with the 404 status it will show
      if (acceptsHtml(request)) return sendHostIndex(request, reply.code(404));
      return notFound(reply);
    });
    // other methods, and /api paths when the site runs without the API
    site.setNotFoundHandler(async (_request, reply) => notFound(reply));
  };
}

/** The web manifest a /remotes.json URL names when this server holds it (its dist/ or a release), else null. */
function localManifestFile(env: NodeJS.ProcessEnv, manifestUrl: string): string | null {
  const remote = REMOTES.find(({ name }) => manifestUrl.startsWith(`/remotes/${name}/`));
  if (remote) return resolveInside(distDir(remote.dir), manifestUrl.slice(`/remotes/${remote.name}/`.length));
  if (manifestUrl.startsWith('/releases/')) return releaseFileOf(env, manifestUrl.slice('/releases/'.length));
  return null;
}

function sharedOf(file: string | null): SharedDeclaration[] | null {
  if (!file) return null;
  try {
    return readManifest(file).shared;
  } catch {
    return null;
  }
}

/**
 * The remotes a server render loads: each one's Node build beside its manifest, except one the browser's host would
 * refuse for its shared versions (the browser shows its "waiting for an update" panel: the server leaves that part to
 * it rather than render a page the browser will not hydrate).
 */
function serverRemotes(env: NodeJS.ProcessEnv, hostDist: string, origin: string): Record<string, ServerRemote> {
  const hostShared = sharedOf(path.join(hostDist, 'mf-manifest.json'));
  const entries = Object.entries(remotesConfig(env)).filter(([, manifestUrl]) => {
    const remoteShared = sharedOf(localManifestFile(env, manifestUrl));
    return !hostShared || !remoteShared || findSharedSkews(hostShared, remoteShared).length === 0;
  });
  return Object.fromEntries(
    entries.map(([name, manifestUrl]) => [
      name,
      { entry: serverEntryOf(manifestUrl, origin), publicPath: webPublicPathOf(manifestUrl) },
    ]),
  );
}

/** A record of a public list as the sitemap reads it: its id and when its page last changed. */
interface ListedRecord {
  id: number;
  updatedAt?: string;
}

/** A page of one of the API's public lists, as far as the sitemap reads it. */
function isIdPage(body: unknown): body is { data: { items: ListedRecord[]; total: number } } {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false;
  const { data } = body;
  return (
    typeof data === 'object' &&
    data !== null &&
    'items' in data &&
    Array.isArray(data.items) &&
    data.items.every(
      (item: unknown) => typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number',
    ) &&
    'total' in data &&
    typeof data.total === 'number'
  );
}

/** The largest page the API's lists answer (shared/src/contracts/common.ts). */
const LIST_PAGE_SIZE = 100;

/** Every record of a public paged list of the API, page after page; a page that fails ends the list there. */
async function publicRecords(
  get: (url: string) => Promise<{ statusCode: number; json: () => unknown }>,
  list: string,
): Promise<ListedRecord[]> {
  const records: ListedRecord[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const answer = await get(`${list}?page=${page}&size=${LIST_PAGE_SIZE}`);
    const body: unknown = answer.statusCode === 200 ? answer.json() : null;
    if (!isIdPage(body)) break;
    records.push(...body.data.items.map(({ id, updatedAt }) => ({ id, updatedAt })));
    if (body.data.items.length < LIST_PAGE_SIZE || records.length >= body.data.total) break;
  }
  return records;
}

/** When each listed record last changed, by id (a record the API gave no date keeps none). */
function changesOf(records: readonly ListedRecord[]): Map<number, string> {
  return new Map(records.flatMap(({ id, updatedAt }) => (typeof updatedAt === 'string' ? [[id, updatedAt]] : [])));
}

/**
 * The composed production site in one process: one Fastify server with the API registered as a plugin under /api
 * and the site's own routes (`sitePlugin`) beside it, each encapsulated so neither's hooks, error or not-found
 * handling reach the other.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const hostDist = distDir(HOST_DIR);

  const wantApi = options.withApi ?? true;
  let api: PreparedApi | null = null;
  if (wantApi) {
    if (existsSync(API_APP_FILE)) api = await loadApi(env);
    else log(`[site] ${path.relative(ROOT_DIR, API_APP_FILE)} not found: serving without the API`);
  }

  // With the API, the server is created with the API's options (they are server-level in Fastify): its logger,
  // request timeout, validator, body limit and proxy trust. The site's routes have no schema and read no body; its
  // request.protocol then believes X-Forwarded-Proto from the proxies TRUST_PROXY names, as the API's request.ip does.
  const site = Fastify(
    api?.serverOptions ?? {
      logger: false,
      // Lets request.protocol read X-Forwarded-Proto (HSTS behind a TLS-terminating proxy), only when told to.
      trustProxy: trustsProxy(env),
    },
  );

  // Public landing pages are rendered on the server by the host's Node build, which loads the remotes' Node builds
  // over HTTP from where /remotes.json says they live (this very server by default) and calls the API here too.
  let origin = '';
  const apiBaseUrl = env.API_BASE_URL?.trim();
  const serverRendering = options.serverRendering ?? serverRenderingOn(env);
  // The API's invalidation bus, once its database is open: writes answered by any instance (over LISTEN/NOTIFY on
  // PostgreSQL) drop the rendered pages, and a cached page is served only once the bus has caught up.
  let bus: InvalidationBus | null = null;
  const renderer = !serverRendering
    ? null
    : new ServerRenderer({
        inSync: () => bus?.sync() ?? Promise.resolve(true),
        hostServerEntry: path.join(hostDist, HOST_SERVER_DIR, 'main.js'),
        remotes: () => serverRemotes(env, hostDist, origin),
        apiBaseUrl: () => new URL(apiBaseUrl || DEFAULT_API_BASE_URL, `${origin}/`).href.replace(/\/+$/, ''),
        readIndexHtml: async () =>
          rewriteApiBaseUrl(await readFile(path.join(hostDist, 'index.html'), 'utf8'), apiBaseUrl),
        log,
        ttlMs: options.renderCacheMs,
        rendersPerAddressPerMinute: rendersPerAddressPerMinute(env),
      });
  try {
    // Never through fastify-plugin: the API stays encapsulated (its helmet headers, CORS, limits, error handler and
    // not-found handler are for /api only). Its start-up (database, seed) runs here: a failure closes what it opened.
    if (api) {
      const onInvalidationBus = (opened: InvalidationBus) => {
        bus = opened;
        opened.subscribe((invalidation) => {
          if (changesPublicPages(invalidation)) renderer?.invalidate();
        });
      };
      // The canary watch, where the counts and the release pointers both are: every instance looks, the store's
      // exclusive record makes one of them the one that rolls a canary back (see `canary-watch.ts`).
      let stopWatch: (() => void) | null = null;
      site.addHook('onClose', async () => stopWatch?.());
      const onClientActivity = (activitySince: ActivitySince) => {
        stopWatch = watchCanaries({
          store: new ReleaseStore(releasesDirOf(env)),
          remotes: REMOTES.map(({ name }) => name),
          activitySince,
          rule: rollbackRuleOf(env),
          intervalMs: canaryCheckIntervalMs(env),
          onRollback: ({ remote, from, to, canary, stable, canaryRate, stableRate, reason }) =>
            site.log.warn(
              { remote, from, to: to ?? 'dist', canary, stable, canaryRate, stableRate },
              `canary of ${remote} rolled back automatically: ${reason}`,
            ),
          onError: (error) => site.log.warn({ err: error }, 'looking at the running canaries failed'),
        });
      };
      await site.register(api.plugin, {
        ...api.pluginOptions,
        onInvalidationBus,
        onClientActivity,
        prefix: api.prefix,
      });
    }
    const apiPrefix = api?.prefix ?? null;
    const sitemapRecords = async (): Promise<SitemapRecords & { changes: RecordChanges }> => {
      if (apiPrefix === null) {
        return {
          foodIds: [],
          comboIds: [],
          voucherIds: [],
          changes: { foods: new Map(), combos: new Map(), vouchers: new Map() },
        };
      }
      const recordsOf = (list: string) =>
        publicRecords((url) => site.inject({ method: 'GET', url }), `${apiPrefix}${list}`);
      const [foods, combos, vouchers] = await Promise.all([
        recordsOf('/public/food/getFoodsByCategory'),
        recordsOf('/public/combo/getCombos'),
        recordsOf('/public/voucher/getVouchers'),
      ]);
      const idsOf = (records: readonly ListedRecord[]) => records.map(({ id }) => id);
      return {
        foodIds: idsOf(foods),
        comboIds: idsOf(combos),
        voucherIds: idsOf(vouchers),
        changes: { foods: changesOf(foods), combos: changesOf(combos), vouchers: changesOf(vouchers) },
      };
    };
    const recordMissing = async (read: string, clientAddress: string): Promise<boolean> => {
      if (apiPrefix === null) return false;
      // as the visitor's own read: the API's limits count it for them
      const { statusCode } = await site.inject({
        method: 'GET',
        url: `${apiPrefix}${read}`,
        remoteAddress: clientAddress,
      });
      // 400: not an id the API could hold (`/landing/food-detail/abc`)
      return statusCode === 404 || statusCode === 400;
    };
    // the process's metrics, the API's and the site's, each instance its own; 404 unless METRICS_TOKEN is set
    api?.serveMetrics(site);
    await site.register(
      sitePlugin({ env, hostDist, renderer, sitemapRecords, recordMissing, measure: api?.measureSiteRequests }),
      {
        logLevel: 'silent',
      },
    );
    await site.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
    origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  } catch (error) {
    await site.close().catch(() => undefined);
    throw error;
  }
  const { port } = site.server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    port,
    apiMounted: api !== null,
    mailDelivery: api?.mailDelivery,
    apiDocs: api?.apiDocs ?? false,
    close: () => site.close(),
  };
}
