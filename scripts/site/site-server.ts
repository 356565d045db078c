import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULT_API_BASE_URL } from '../../shared/src/api/api-base-url';
import { distDir, HOST_DIR, REMOTES, remoteEnvVar, ROOT_DIR, type RemoteName } from '../lib/front-ends';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders, trustsProxy } from './security-headers';
import { cacheControlFor, CompressedFileCache, resolveInside, type Representation } from './static-files';

export interface SiteServerOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Environment read for REMOTE_*_URL, API_BASE_URL and TRUST_PROXY, and by the API (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Serve without the API (e.g. to measure the front end alone); default: mount it when api/src/app.ts exists. */
  withApi?: boolean;
  /** Compress every front-end file right after start instead of on first request. */
  warmCompression?: boolean;
  log?: (line: string) => void;
}

export interface SiteServer {
  url: string;
  port: number;
  apiMounted: boolean;
  close: () => Promise<void>;
}

type BuildApp = (options?: Record<string, unknown>) => Promise<FastifyInstance> | FastifyInstance;

const API_APP_FILE = path.join(ROOT_DIR, 'api', 'src', 'app.ts');

function hasBuildApp(candidate: unknown): candidate is { buildApp: BuildApp } {
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    'buildApp' in candidate &&
    typeof candidate.buildApp === 'function'
  );
}

/**
 * The API is an ES module whose start-up may await (database open, migrations): loaded through dynamic
 * import so this CommonJS-compiled script does not need to `require` it.
 */
async function loadApi(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const loaded: unknown = await import(pathToFileURL(API_APP_FILE).href);
  if (!hasBuildApp(loaded)) throw new Error(`${API_APP_FILE} does not export buildApp()`);
  const app = await loaded.buildApp({ env });
  await app.ready();
  return app;
}

export function remotesConfig(env: NodeJS.ProcessEnv): Record<RemoteName, string> {
  const entries = REMOTES.map(
    ({ name }) => [name, env[remoteEnvVar(name)]?.trim() || `/remotes/${name}/mf-manifest.json`] as const,
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

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  cacheControl: string,
): FastifyReply {
  reply.header('Cache-Control', cacheControl).header('ETag', representation.etag).type(representation.contentType);
  if (representation.compressible) reply.header('Vary', 'Accept-Encoding');
  if (representation.encoding !== 'identity') reply.header('Content-Encoding', representation.encoding);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === representation.etag)) {
    return reply.code(304).send();
  }
  reply.header('Content-Length', representation.body.length);
  return reply.send(representation.body);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('Cache-Control', 'no-cache').send({ message: 'Not found', code: 'NOT_FOUND' });
}

/**
 * The composed production site in one process: the API under /api (its own Fastify instance, dispatched to
 * before the site sees the request), the host's dist/ at / with SPA fallback, each remote's dist/ under
 * /remotes/<name>/, and /remotes.json built from defaults and REMOTE_*_URL overrides.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const hostDist = distDir(HOST_DIR);
  const files = new CompressedFileCache();

  const wantApi = options.withApi ?? true;
  let api: FastifyInstance | null = null;
  if (wantApi) {
    if (existsSync(API_APP_FILE)) api = await loadApi(env);
    else log(`[site] ${path.relative(ROOT_DIR, API_APP_FILE)} not found: serving without the API`);
  }

  const apiBaseUrl = env.API_BASE_URL?.trim();
  const policyFor = (page: string | null): string =>
    contentSecurityPolicy({
      remoteManifestUrls: Object.values(remotesConfig(env)),
      apiBaseUrl: apiBaseUrl || DEFAULT_API_BASE_URL,
      inlineScriptHashes: page === null ? [] : inlineScriptHashes(page),
    });
  // Files other than the host page are not documents that run inline scripts: no hash to admit.
  const filePolicy = policyFor(null);

  const site = Fastify({
    logger: false,
    // Lets request.protocol read X-Forwarded-Proto (HSTS behind a TLS-terminating proxy), only when told to.
    trustProxy: trustsProxy(env),
    // The API gets every /api request untouched (its own hooks, limits, not-found handler); the rest is the site's.
    serverFactory: (handler) =>
      createServer((request: IncomingMessage, response: ServerResponse) => {
        if (api && isApiPath(pathnameOf(request.url))) api.routing(request, response);
        else handler(request, response);
      }),
  });

  site.addHook('onClose', async () => {
    if (api) await api.close();
  });

  site.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders(filePolicy, request.protocol === 'https'));
  });

  site.get('/remotes.json', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(remotesConfig(env), null, 2)),
  );

  const sendHostIndex = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const indexFile = path.join(hostDist, 'index.html');
    const info = await stat(indexFile).catch(() => null);
    if (!info)
      return reply.code(503).type('text/plain; charset=utf-8').send('The host is not built yet: run npm run build.');
    const html = rewriteApiBaseUrl(await readFile(indexFile, 'utf8'), apiBaseUrl);
    reply.header('Content-Security-Policy', policyFor(html));
    const key = `index:${info.mtimeMs}:${info.size}:${apiBaseUrl ?? ''}`;
    const representation = await files.representationOf(
      key,
      Buffer.from(html),
      'text/html; charset=utf-8',
      request.headers['accept-encoding'],
    );
    return send(request, reply, representation, 'no-cache');
  };

  for (const remote of REMOTES) {
    const root = distDir(remote.dir);
    site.get(`/remotes/${remote.name}/*`, async (request, reply) => {
      // Remote files may be loaded by a host on another origin (a remote deployed elsewhere, the dev host).
      reply.header('Access-Control-Allow-Origin', '*');
      const rest = (request.params as { '*': string })['*'];
      const file = resolveInside(root, rest);
      const representation = file ? await files.representation(file, request.headers['accept-encoding']) : null;
      if (!file || !representation) return notFound(reply);
      return send(request, reply, representation, cacheControlFor(file));
    });
  }

  site.get('/*', async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (isApiPath(pathname) || pathname.startsWith('/remotes/')) return notFound(reply);
    if (pathname === '/' || pathname === '/index.html') return sendHostIndex(request, reply);
    const file = resolveInside(hostDist, pathname);
    const representation = file ? await files.representation(file, request.headers['accept-encoding']) : null;
    if (file && representation) return send(request, reply, representation, cacheControlFor(file));
    if (looksLikeRoute(pathname)) return sendHostIndex(request, reply);
    // no route of the app has a dot: the app is sent with the 404 status it will show
    if (acceptsHtml(request)) return sendHostIndex(request, reply.code(404));
    return notFound(reply);
  });

  site.setNotFoundHandler((_request, reply) => notFound(reply));

  try {
    await site.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  } catch (error) {
    await site.close().catch(() => undefined);
    throw error;
  }
  const { port } = site.server.address() as AddressInfo;

  if (options.warmCompression ?? true) {
    void files.warm([hostDist, ...REMOTES.map((remote) => distDir(remote.dir))]);
  }

  return {
    url: `http://localhost:${port}`,
    port,
    apiMounted: api !== null,
    close: () => site.close(),
  };
}
