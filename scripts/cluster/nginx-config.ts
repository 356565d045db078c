import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_API_BASE_URL } from '../../shared/src/api/api-base-url';
import { distDir, HOST_DIR, REMOTES, ROOT_DIR } from '../lib/front-ends';
import { COHORT_COOKIE, COHORT_COUNT, COHORT_VALUE, cohortSetCookie } from '../release/cohort';
import { ReleaseStore, releasesDirOf, VERSION_PATTERN } from '../release/release-store';
import { KNOWN_ROUTE_PATH, LANGUAGE_PAGE_PATH, LANGUAGE_PREFIX_SOURCE } from '../site/crawlers';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders, trustsProxy } from '../site/security-headers';
import { SERVER_RENDERED_PATH } from '../site/server-rendering';
import { maintenanceOn, MAINTENANCE_RETRY_AFTER_SECONDS, remotesConfig, rewriteApiBaseUrl } from '../site/site-server';
import {
  ALWAYS_REVALIDATE,
  cacheControlFor,
  COMPRESSIBLE,
  CONTENT_HASHED,
  contentTypeOf,
  HOST_SERVER_DIR,
  MIN_COMPRESS_BYTES,
  NEVER_SERVED,
} from '../site/static-files';

/**
 * nginx in front of the API instances, serving the static builds the way the site server does
 * (`scripts/site/site-server.ts`): every header value below comes from the site server's own functions (cache rules,
 * content types, CSP and the other security headers, /remotes.json, the host page's API meta), none is retyped.
 */
export interface NginxSiteOptions {
  /** a private folder: the configuration, the page, pid, logs and nginx's temp files go here */
  dir: string;
  host: string;
  port: number;
  /** loopback ports of the API instances */
  upstreamPorts: readonly number[];
  /** loopback port of the site server rendering the public landing pages; without it nginx sends their shell */
  rendererPort?: number;
  /** read for REMOTE_*_URL, API_BASE_URL and TRUST_PROXY, as the site server reads them */
  env: NodeJS.ProcessEnv;
  /** user the worker processes run as when nginx starts as root (they must read the builds) */
  workerUser?: string;
}

export interface NginxSite {
  configFile: string;
  accessLog: string;
  errorLog: string;
  pidFile: string;
}

/** The API's event streams (api/src/routes/events): `GET /api/staff/events`, `GET /api/orders/{id}/events`. */
export const EVENT_STREAM_PATH = /^\/api\/(staff\/events|orders\/[0-9]+\/events)$/;

/** The manager's photo uploads (api/src/routes/photos): `POST /api/manage/{foods|combos|categories}/{id}/photo`. */
export const PHOTO_UPLOAD_PATH = /^\/api\/manage\/(foods|combos|categories)\/[0-9]+\/photo$/;
/** A photo's 15 MB (MAX_PHOTO_BYTES) and the form around it: the API refuses a larger photo itself, translated. */
const PHOTO_UPLOAD_MAX_BODY = '16m';

/** what nginx's 429 tells a client to wait (its limits are per second, or per minute for opening streams) */
const RATE_LIMITED_RETRY_SECONDS = 2;
const NOT_FOUND_BODY = JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' });
const API_MESSAGES_FILE = path.join(ROOT_DIR, 'api', 'src', 'i18n', 'messages.ts');
/** The API's locales, in the catalogue's order; `ch` (the product's name for Chinese) is zh, as the API reads it. */
const LOCALES = ['en', 'fr', 'ar', 'zh', 'vi'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * One of nginx's own answers in the API's shape and words: an entry of the API's message catalogue (an ES module,
 * loaded as the site server loads the API), per locale: `SERVICE_UNAVAILABLE` when no instance could take a request,
 * `RATE_LIMITED` past the limits per address.
 */
async function catalogueBodies(
  id: string,
  params: Record<string, string> = {},
): Promise<Record<(typeof LOCALES)[number], string>> {
  const loaded: unknown = await import(pathToFileURL(API_MESSAGES_FILE).href);
  const entry = isRecord(loaded) && isRecord(loaded.MESSAGES) ? loaded.MESSAGES[id] : undefined;
  if (!isRecord(entry) || typeof entry.code !== 'string') {
    throw new Error(`${API_MESSAGES_FILE} has no ${id} entry`);
  }
  const code = entry.code;
  const bodies = LOCALES.map((locale) => {
    const text = entry[locale];
    if (typeof text !== 'string') throw new Error(`${id} has no ${locale} text`);
    const message = text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
    // escaped so nginx's single-quoted string keeps the JSON as it is
    return [locale, JSON.stringify({ message, code }).replace(/'/g, '\\u0027').replace(/\$/g, '\\u0024')];
  });
  return Object.fromEntries(bodies) as Record<(typeof LOCALES)[number], string>;
}

/**
 * The API answers in the best language of `Accept-Language` (api/src/i18n/locale.ts); nginx, without code of its
 * own, takes the first language the header lists (a browser lists its preferred one first).
 */
function localeMaps(
  bodies: Record<(typeof LOCALES)[number], string>,
  rateLimitedBodies: Record<(typeof LOCALES)[number], string>,
): string {
  const firstTag = (pattern: string) => `"~*^\\s*(?:${pattern})(?:[-;,\\s]|$)"`;
  return [
    '  map $http_accept_language $restaurant_locale {',
    '    default en;',
    `    ${firstTag('fr')} fr;`,
    `    ${firstTag('ar')} ar;`,
    `    ${firstTag('zh|ch')} zh;`,
    `    ${firstTag('vi')} vi;`,
    '  }',
    '  map $restaurant_locale $restaurant_no_instance_body {',
    `    default ${singleQuoted(bodies.en)};`,
    ...LOCALES.map((locale) => `    ${locale} ${singleQuoted(bodies[locale])};`),
    '  }',
    '  map $restaurant_locale $restaurant_rate_limited_body {',
    `    default ${singleQuoted(rateLimitedBodies.en)};`,
    ...LOCALES.map((locale) => `    ${locale} ${singleQuoted(rateLimitedBodies[locale])};`),
    '  }',
  ].join('\n');
}

/** A value written between double quotes in nginx's configuration: nothing in it may end the string or expand. */
function quoted(value: string): string {
  if (/["\\$\n\r{};]/.test(value.replace(/; /g, ''))) {
    throw new Error(`refusing to write ${JSON.stringify(value)} into nginx's configuration`);
  }
  return `"${value}"`;
}

function singleQuoted(value: string): string {
  if (/['$\n\r]/.test(value.replace(/\\u00(27|24)/g, '')) || /\\(?!u00)/.test(value))
    throw new Error(`refusing to write ${JSON.stringify(value)} into nginx's configuration`);
  return `'${value}'`;
}

async function listFiles(dir: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    // the site server refuses every dotted segment (resolveInside): nginx answers them 404 as well
    if (entry.name.startsWith('.')) continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, child)));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

interface ServedFile {
  uri: string;
  file: string;
}

async function servedFiles(): Promise<ServedFile[]> {
  const roots = [
    { prefix: '/', dir: distDir(HOST_DIR) },
    ...REMOTES.map((remote) => ({ prefix: `/remotes/${remote.name}/`, dir: distDir(remote.dir) })),
  ];
  const served: ServedFile[] = [];
  for (const root of roots) {
    for (const relative of await listFiles(root.dir)) {
      served.push({ uri: `${root.prefix}${relative}`, file: path.join(root.dir, relative) });
    }
  }
  return served;
}

/** Every file of every published release (`npm run release -w remote-<name>`), for the extensions they use. */
async function releaseFiles(env: NodeJS.ProcessEnv): Promise<ServedFile[]> {
  const root = releasesDirOf(env);
  const store = new ReleaseStore(root);
  const served: ServedFile[] = [];
  for (const remote of REMOTES) {
    for (const { version } of store.list(remote.name)) {
      const dir = path.join(root, remote.name, version);
      for (const relative of await listFiles(dir)) {
        served.push({ uri: `/releases/${remote.name}/${version}/${relative}`, file: path.join(dir, relative) });
      }
    }
  }
  return served;
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The host page as built: a rebuild of the host changes it and its inline script (so the page's CSP), which the
 * cluster then writes out again with a graceful nginx reload. Remotes and releases need no reload (see below).
 */
export function pageSignature(): number {
  return mtimeOf(path.join(distDir(HOST_DIR), 'index.html'));
}

/** nginx may read a file at any moment: a new version replaces the old one whole (rename), never half-written. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/**
 * /remotes.json for each cohort (0 to 99) as the site server would answer it now. Each canary splits the cohorts at its
 * share, so a cohort is served what the lowest cohort of its stretch between two shares is: each pointer is read once
 * per share, not once per cohort (the cluster asks every second).
 */
export function remotesByCohort(env: NodeJS.ProcessEnv): string[] {
  const store = new ReleaseStore(releasesDirOf(env));
  const shares = REMOTES.map(({ name }) => store.canary(name)?.percent).filter((percent) => percent !== undefined);
  const bounds = [...new Set([0, ...shares])].sort((a, b) => a - b);
  const bodies = new Map(bounds.map((bound) => [bound, JSON.stringify(remotesConfig(env, bound), null, 2)]));
  return Array.from({ length: COHORT_COUNT }, (_, cohort) => {
    const bound = bounds.filter((candidate) => candidate <= cohort).pop() ?? 0;
    return bodies.get(bound) ?? '';
  });
}

/** Where nginx finds the /remotes.json of a cohort. */
const COHORTS_DIR = 'cohorts';

/**
 * /remotes.json as the site server would answer it now, one file per cohort (`site/cohorts/<cohort>.json`): REMOTE_*_URL,
 * else the release the cohort is served, else dist/. Rewritten whenever a release, promotion or rollback switches a
 * pointer (the cluster compares what it returns); nginx reads the cohort's file on each request.
 */
export async function writeRemotesJson(dir: string, env: NodeJS.ProcessEnv): Promise<string> {
  const bodies = remotesByCohort(env);
  await mkdir(path.join(dir, 'site', COHORTS_DIR), { recursive: true });
  await Promise.all(
    bodies.map((body, cohort) => writeAtomically(path.join(dir, 'site', COHORTS_DIR, `${cohort}.json`), body)),
  );
  return bodies.join('\n');
}

/**
 * The site server's cohort (`cohortFor`), in nginx: the cookie's when it is one the site sets, else one drawn at random
 * ($request_id split in 100 equal parts) and set with the very Set-Cookie line the site server writes.
 */
function cohortMaps(forwardedProto: string): string {
  const drawn = Array.from({ length: COHORT_COUNT - 1 }, (_, cohort) => `1% ${cohort};`).join(' ');
  // quoted (checked) before the one variable goes in
  const setCookie = (secure: boolean) =>
    quoted(cohortSetCookie(0, secure)).replace(`"${COHORT_COOKIE}=0;`, `"${COHORT_COOKIE}=$restaurant_drawn_cohort;`);
  return `
  split_clients "$request_id" $restaurant_drawn_cohort {
    ${drawn} * ${COHORT_COUNT - 1};
  }
  map $cookie_${COHORT_COOKIE} $restaurant_kept_cohort {
    "~${regexSource(COHORT_VALUE)}" $cookie_${COHORT_COOKIE};
    default "";
  }
  map $restaurant_kept_cohort $restaurant_cohort {
    "" $restaurant_drawn_cohort;
    default $restaurant_kept_cohort;
  }
  map "$restaurant_kept_cohort:${forwardedProto}" $restaurant_cohort_cookie {
    ":https" ${setCookie(true)};
    "~^:" ${setCookie(false)};
    default "";
  }`;
}

function regexSource(pattern: RegExp): string {
  if (pattern.flags !== '') throw new Error(`${String(pattern)}: flags cannot be written into nginx's configuration`);
  return pattern.source;
}

/**
 * `cacheControlFor` of the site server as nginx maps, by file name (so a file added after nginx started, a rebuild or
 * a release, gets its rule too): the names that must always be revalidated and `.html` first, then webpack's content
 * hash, then the rest. The values are the function's own answers for such names.
 */
function cacheControlMaps(): string {
  const revalidate = cacheControlFor('index.html');
  const names = [...ALWAYS_REVALIDATE].map((name) => `    ${quoted(name)} ${quoted(cacheControlFor(name))};`);
  return [
    '  map $uri $restaurant_file_name {',
    '    "~(?<name>[^/]*)$" $name;',
    '  }',
    '  map $restaurant_file_name $restaurant_cache_control {',
    ...names,
    `    "~\\.html$" ${quoted(revalidate)};`,
    `    "~${regexSource(CONTENT_HASHED)}" ${quoted(cacheControlFor('chunk.0123456789.js'))};`,
    `    default ${quoted(cacheControlFor('icon.png'))};`,
    '  }',
  ].join('\n');
}

/** The URL of a file of a release, as `releaseFileOf` accepts it: a known remote, a release folder, a path in it. */
function releaseLocation(): string {
  const version = regexSource(VERSION_PATTERN).replace(/^\^/, '').replace(/\$$/, '');
  // named: the reads-only check's own regex would overwrite numbered captures before alias reads them
  const remotes = REMOTES.map((remote) => remote.name).join('|');
  return `^/releases/(?<release_remote>${remotes})/(?<release_version>${version})/(?<release_path>.+)$`;
}

/**
 * The content types the site server gives each extension found in the builds. nginx matches `gzip_types` on the bare
 * type, so the charset the site server adds is nginx's `charset_types`.
 */
function typesBlock(files: readonly ServedFile[]): {
  block: string;
  charsetTypes: string[];
  compressibleTypes: string[];
} {
  const extensions = new Set(['.html', '.json', ...files.map(({ file }) => path.extname(file).toLowerCase())]);
  const byType = new Map<string, string[]>();
  const charsetTypes = new Set<string>();
  const bare = (extension: string) => {
    const [type = '', ...parameters] = contentTypeOf(`file${extension}`).split(';');
    if (parameters.some((parameter) => parameter.trim().toLowerCase() === 'charset=utf-8')) charsetTypes.add(type);
    return type.trim();
  };
  for (const extension of extensions) {
    if (!extension) continue;
    const type = bare(extension);
    byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
  }
  const compressibleTypes = new Set([...COMPRESSIBLE].map(bare).filter((type) => type !== 'text/html'));
  const lines = [...byType].map(([type, names]) => `    ${quoted(type)} ${names.join(' ')};`);
  return {
    block: ['  types {', ...lines, '  }'].join('\n'),
    // nginx always adds the charset to text/html
    charsetTypes: [...charsetTypes].filter((type) => type !== 'text/html'),
    compressibleTypes: [...compressibleTypes],
  };
}

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
    .join('\n');
}

/** The X-Forwarded-* an instance must see: nginx is one more hop in front of it than in front of the site. */
export function instanceTrustProxy(siteValue: string | undefined): string {
  const value = siteValue?.trim().toLowerCase() ?? '';
  if (value === '' || value === '0' || value === 'false') return '1';
  if (value === 'true') return '2';
  if (/^[0-9]{1,2}$/.test(value)) return String(Number(value) + 1);
  // proxies named by address: nginx, on loopback, is one more of them
  return `${siteValue?.trim()},127.0.0.1`;
}

/** A whole number from the environment, or the default when it is unset or not one. */
function wholeNumber(value: string | undefined, fallback: number): number {
  return value !== undefined && /^[0-9]{1,7}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : fallback;
}

/**
 * What nginx lets one client address do before an instance sees it: the streams' limits are the API's own
 * (EVENTS_MAX_PER_ADDRESS open at once, EVENTS_OPEN_RATE_MAX opened a minute), so a flood never reaches an instance;
 * the site's (NGINX_CONNECTIONS_PER_ADDRESS, NGINX_REQUESTS_PER_SECOND) keep one address from taking nginx's
 * connections (4,096) from everyone else. Behind a proxy the site trusts (TRUST_PROXY), nginx's peer is that proxy,
 * not the client: nginx counts nothing then (an empty key), and the instances, which read the client's address,
 * keep the streams' limits.
 */
export function addressLimits(env: NodeJS.ProcessEnv) {
  return {
    streamsPerAddress: wholeNumber(env.EVENTS_MAX_PER_ADDRESS, 20),
    streamOpensPerMinute: wholeNumber(env.EVENTS_OPEN_RATE_MAX, 30),
    connectionsPerAddress: wholeNumber(env.NGINX_CONNECTIONS_PER_ADDRESS, 256),
    requestsPerSecond: wholeNumber(env.NGINX_REQUESTS_PER_SECOND, 200),
    key: trustsProxy(env) ? '""' : '$binary_remote_addr',
  };
}

/**
 * Writes the page, /remotes.json and the configuration into `options.dir`. The page is the host's index.html with
 * its API meta rewritten (API_BASE_URL), as the site server sends it; its CSP admits exactly its inline scripts.
 */
export async function writeNginxSite(options: NginxSiteOptions): Promise<NginxSite> {
  const { dir, env } = options;
  const siteDir = path.join(dir, 'site');
  await mkdir(siteDir, { recursive: true });
  for (const temp of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(dir, 'temp', temp), { recursive: true });
  }

  const apiBaseUrl = env.API_BASE_URL?.trim();
  const remotes = remotesConfig(env);
  const policyFor = (page: string | null) =>
    contentSecurityPolicy({
      remoteManifestUrls: Object.values(remotes),
      apiBaseUrl: apiBaseUrl || DEFAULT_API_BASE_URL,
      inlineScriptHashes: page === null ? [] : inlineScriptHashes(page),
    });
  const overHttps = trustsProxy(env);
  const limits = addressLimits(env);
  // every location that sets error pages of its own names this one too (nginx inherits error_page only when a
  // level sets none)
  const siteLimits = [
    `limit_conn restaurant_connections ${limits.connectionsPerAddress};`,
    `limit_req zone=restaurant_requests burst=${limits.requestsPerSecond * 4} nodelay;`,
    'error_page 429 = @rate_limited;',
  ].join(' ');
  const fileHeaders = securityHeaders(policyFor(null), false);

  const indexFile = path.join(distDir(HOST_DIR), 'index.html');
  const page = existsSync(indexFile) ? rewriteApiBaseUrl(await readFile(indexFile, 'utf8'), apiBaseUrl) : null;
  // named by its content: a regenerated page never meets the previous configuration's CSP (the reload swaps both)
  const pageName = page === null ? null : `index.${createHash('sha256').update(page).digest('hex').slice(0, 12)}.html`;
  if (page !== null && pageName !== null) await writeAtomically(path.join(siteDir, pageName), page);
  await writeRemotesJson(dir, env);
  const pageHeaders = page === null ? fileHeaders : securityHeaders(policyFor(page), false);

  // HSTS only for a request that came over https, which only a trusted proxy can say (X-Forwarded-Proto)
  const hsts = securityHeaders('', true)['Strict-Transport-Security'];
  const hstsLine = overHttps && hsts ? 'add_header Strict-Transport-Security $restaurant_hsts always;' : '';
  const snippet = (headers: Record<string, string>, extra: string[] = []) =>
    [headerLines(headers), hstsLine, ...extra].filter(Boolean).join('\n');
  await writeFile(path.join(dir, 'file-headers.conf'), snippet(fileHeaders));
  await writeFile(
    path.join(dir, 'page-headers.conf'),
    // as the site server sends its pages: they name the cohort's remotes (rendered, or setting the cohort), so private
    snippet(pageHeaders, ['add_header Cache-Control "private, no-cache" always;', 'add_header Vary "Cookie" always;']),
  );
  await writeFile(
    path.join(dir, 'not-found.conf'),
    [
      // whatever the missing file's extension, the answer is JSON
      'types { }',
      'default_type "application/json; charset=utf-8";',
      snippet(fileHeaders, ['add_header Cache-Control "no-cache" always;']),
      `return 404 ${singleQuoted(NOT_FOUND_BODY)};`,
    ].join('\n'),
  );
  // the site server's routes for remote and release files allow any origin, on their 404 too
  await writeFile(
    path.join(dir, 'remote-not-found.conf'),
    [
      'types { }',
      'default_type "application/json; charset=utf-8";',
      snippet(fileHeaders, [
        'add_header Cache-Control "no-cache" always;',
        'add_header Access-Control-Allow-Origin "*" always;',
      ]),
      `return 404 ${singleQuoted(NOT_FOUND_BODY)};`,
    ].join('\n'),
  );
  // what the site server answers anything but GET/HEAD outside /api
  const readsOnly = (notFound: string) =>
    `if ($request_method !~ ^(GET|HEAD)$) { return 404; }\nerror_page 404 = ${notFound};\nerror_page 429 = @rate_limited;`;
  await writeFile(path.join(dir, 'reads-only.conf'), readsOnly('@not_found'));
  await writeFile(path.join(dir, 'remote-reads-only.conf'), readsOnly('@remote_not_found'));

  const files = await servedFiles();
  const released = await releaseFiles(env);
  const { block: types, charsetTypes, compressibleTypes } = typesBlock([...files, ...released]);
  const forwardedProto = overHttps ? '$restaurant_forwarded_proto' : '$scheme';
  const upstreams = options.upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`);
  const include = (name: string) => `include ${path.join(dir, name)};`;
  // Keep-alive to the upstream, the client's Host, and the hop's address and scheme; nginx appends the peer's address,
  // and the instances trust one more hop (TRUST_PROXY), so a client cannot choose it.
  const proxyHeaders = (indent: string) =>
    [
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header Host $http_host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      `proxy_set_header X-Forwarded-Proto ${forwardedProto};`,
    ].join(`\n${indent}`);

  const remoteLocations = REMOTES.map(
    (remote) => `
    location /remotes/${remote.name}/ {
      ${include('remote-reads-only.conf')}
      alias ${distDir(remote.dir)}/;
      try_files $uri @remote_not_found;
      ${include('file-headers.conf')}
      add_header Cache-Control $restaurant_cache_control always;
      # remote files may be loaded by a host on another origin (the dev host, a host deployed elsewhere)
      add_header Access-Control-Allow-Origin "*" always;
    }`,
  ).join('\n');

  const pageLocation =
    page === null
      ? `default_type "text/plain; charset=utf-8"; return 503 'The host is not built yet: run npm run build.';`
      : `root ${siteDir}; try_files /${pageName} =404; ${include('page-headers.conf')}`;

  // The server-rendered pages (the site server's isServerRenderedPath) from the renderer, which sends the site
  // server's own headers; the static shell, as the site server sends it, whenever the renderer cannot answer.
  const renderedPagesLocation =
    options.rendererPort === undefined || page === null
      ? ''
      : `
    location ~ "${regexSource(SERVER_RENDERED_PATH)}" {
      # reads only, as reads-only.conf, but the renderer's own 404 (a dish that does not exist) passes through with
      # its page: no error page for 404 at this level, where errors are intercepted
      if ($request_method !~ ^(GET|HEAD)$) { error_page 404 = @not_found; return 404; }
      error_page 429 = @rate_limited;
      proxy_pass http://restaurant_renderer;
      ${proxyHeaders('      ')}
      proxy_connect_timeout 2s;
      # past the renderer's own render timeout: it answers the shell itself when a render is slow
      proxy_read_timeout 15s;
      proxy_intercept_errors on;
      error_page 500 502 503 504 = @page_shell;
    }
    # a page in another language than English, and a public page's English URL (its head lists its alternates): the
    # site server's answer whatever its status (the not-found page's 404, the maintenance page's 503, an unknown
    # path's redirect that keeps the language); the static shell only when the renderer cannot answer
    location ~ "${regexSource(LANGUAGE_PAGE_PATH)}" {
      error_page 429 = @rate_limited;
      proxy_pass http://restaurant_renderer;
      ${proxyHeaders('      ')}
      proxy_connect_timeout 2s;
      proxy_read_timeout 15s;
      proxy_intercept_errors on;
      error_page 502 504 = @page_shell;
    }
    location @page_shell {
      ${pageLocation}
    }
    # for crawlers, as the site server answers them (scripts/site/crawlers.ts): the sitemap reads the API's lists
    location = /sitemap.xml {
      ${include('reads-only.conf')}
      proxy_pass http://restaurant_renderer;
      ${proxyHeaders('      ')}
    }
    location = /robots.txt {
      ${include('reads-only.conf')}
      proxy_pass http://restaurant_renderer;
      ${proxyHeaders('      ')}
    }`;
  const rendererUpstream =
    options.rendererPort === undefined
      ? ''
      : `
  upstream restaurant_renderer {
    server 127.0.0.1:${options.rendererPort};
    keepalive 8;
  }`;

  const accessLog = path.join(dir, 'access.log');
  const errorLog = path.join(dir, 'error.log');
  const pidFile = path.join(dir, 'nginx.pid');
  const config = `# Generated by scripts/cluster/nginx-config.ts for npm run start:cluster: edit the generator, not this file.
${options.workerUser ? `user ${options.workerUser};` : ''}
worker_processes 1;
daemon off;
pid ${pidFile};
error_log ${errorLog} warn;

events {
  worker_connections 4096;
}

http {
${types}
  default_type application/octet-stream;
  charset utf-8;
  charset_types ${charsetTypes.join(' ')};
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  client_body_temp_path ${path.join(dir, 'temp', 'client-body')};
  proxy_temp_path ${path.join(dir, 'temp', 'proxy')};
  fastcgi_temp_path ${path.join(dir, 'temp', 'fastcgi')};
  uwsgi_temp_path ${path.join(dir, 'temp', 'uwsgi')};
  scgi_temp_path ${path.join(dir, 'temp', 'scgi')};
  # which instance answered each request, and how long it took: what the cluster tests and an operator read
  log_format restaurant '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';
  access_log ${accessLog} restaurant;

  # Debian's nginx has no brotli: gzip only, for the formats the site server compresses
  gzip on;
  gzip_comp_level 6;
  gzip_min_length ${MIN_COMPRESS_BYTES};
  gzip_vary on;
  gzip_proxied any;
  gzip_types ${compressibleTypes.join(' ')};

${cacheControlMaps()}
${localeMaps(await catalogueBodies('SERVICE_UNAVAILABLE'), await catalogueBodies('RATE_LIMITED', { seconds: String(RATE_LIMITED_RETRY_SECONDS) }))}

  # per client address (addressLimits): open connections and requests on the whole site, and the live streams
  # apart (each holds its connection for as long as it is open)
  limit_conn_zone ${limits.key} zone=restaurant_connections:10m;
  limit_conn_zone ${limits.key} zone=restaurant_streams:10m;
  limit_req_zone ${limits.key} zone=restaurant_requests:10m rate=${limits.requestsPerSecond}r/s;
  limit_req_zone ${limits.key} zone=restaurant_stream_opens:10m rate=${limits.streamOpensPerMinute}r/m;
  limit_conn_status 429;
  limit_req_status 429;

  # the site server's fallback (looksLikeRoute, acceptsHtml): a client route gets the app, a navigation to a missing
  # file gets the app with 404, any other missing file a JSON 404
  map $uri $restaurant_is_route {
    "~\\.[^/]*$" 0;
    "~${regexSource(KNOWN_ROUTE_PATH)}" 1;
    default 2;
  }
  # the language prefix of a page's URL (/fr...), which the redirect of an unknown path keeps
  map $uri $restaurant_language_prefix {
    "~^(?<prefix>${LANGUAGE_PREFIX_SOURCE.replace(/\?$/, '')})/" $prefix;
    default "";
  }
  map "$restaurant_is_route:$http_accept" $restaurant_fallback {
    "~^1:" route;
    "~^2:" unknown;
    "~^0:.*\\btext/html\\b" page;
    default missing;
  }
  map $http_x_forwarded_proto $restaurant_hsts {
    https ${quoted(hsts ?? '')};
    default "";
  }
  map $http_x_forwarded_proto $restaurant_forwarded_proto {
    https https;
    default $scheme;
  }
${cohortMaps(forwardedProto)}

  upstream restaurant_api {
${upstreams.join('\n')}
    keepalive 32;
  }

${rendererUpstream}

  server {
    listen ${options.host}:${options.port};
    server_name _;
    client_max_body_size 1m;
    ${siteLimits}

    # The API: each instance sends its own headers (helmet, CORS, cache). A request that never reached an instance
    # (connection refused or timed out) goes to the next one, whatever its method, since nothing ran; once sent, only
    # an idempotent request is retried (nginx never resends POST, PATCH or LOCK without non_idempotent).
    location ^~ /api/ {
      proxy_pass http://restaurant_api;
      ${proxyHeaders('      ')}
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries ${Math.max(2, options.upstreamPorts.length)};
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      error_page 502 504 = @no_instance;
      ${siteLimits}
      # The live order streams (Server-Sent Events): each event passed on as it comes, never gathered into a buffer
      # or a gzip block (the API also says X-Accel-Buffering: no), and a stream left open past the 60 s above as long
      # as its heartbeat comments keep coming (EVENTS_HEARTBEAT_MS, 15 s).
      location ~ "${regexSource(EVENT_STREAM_PATH)}" {
        proxy_pass http://restaurant_api;
        ${proxyHeaders('        ')}
        proxy_buffering off;
        proxy_cache off;
        gzip off;
        proxy_next_upstream error timeout;
        proxy_next_upstream_tries ${Math.max(2, options.upstreamPorts.length)};
        proxy_connect_timeout 2s;
        proxy_read_timeout 1h;
        error_page 502 504 = @no_instance;
        ${siteLimits}
        # the API's own limits, before an instance is even asked: as many open at once from one address, and as
        # many opened a minute (a short burst allowed: a page with a board and an order open together)
        limit_conn restaurant_streams ${limits.streamsPerAddress};
        limit_req zone=restaurant_stream_opens burst=${Math.min(10, limits.streamOpensPerMinute)} nodelay;
      }
      # The manager's photo uploads: the one place a body may pass 1 MB (the API reads the photo as it streams in)
      location ~ "${regexSource(PHOTO_UPLOAD_PATH)}" {
        client_max_body_size ${PHOTO_UPLOAD_MAX_BODY};
        proxy_pass http://restaurant_api;
        ${proxyHeaders('        ')}
        proxy_next_upstream error timeout;
        proxy_next_upstream_tries ${Math.max(2, options.upstreamPorts.length)};
        proxy_connect_timeout 2s;
        proxy_read_timeout 60s;
        error_page 502 504 = @no_instance;
        ${siteLimits}
      }
    }
    location = /api {
      proxy_pass http://restaurant_api;
      ${proxyHeaders('      ')}
      error_page 502 504 = @no_instance;
      ${siteLimits}
    }
    location @rate_limited {
      default_type "application/json; charset=utf-8";
      add_header Retry-After "${RATE_LIMITED_RETRY_SECONDS}" always;
      add_header Cache-Control "no-store" always;
      add_header Content-Language $restaurant_locale always;
      add_header Vary Accept-Language always;
      return 429 $restaurant_rate_limited_body;
    }
    location @no_instance {
      default_type "application/json; charset=utf-8";
      add_header Retry-After "2" always;
      add_header Cache-Control "no-store" always;
      add_header Content-Language $restaurant_locale always;
      add_header Vary Accept-Language always;
      return 503 $restaurant_no_instance_body;
    }

${renderedPagesLocation}
    location = / {
      ${include('reads-only.conf')}
      ${pageLocation}
    }
    # the statuses the site server gives its pages: the not-found page answers 404, the maintenance page 503 while
    # in maintenance (error_page without "=" keeps the status and sends the page)
    location ~ "^/auth/404/*$" {
      error_page 404 @status_page;
      error_page 429 = @rate_limited;
      return 404;
    }
    location ~ "^/auth/maintenance/*$" {
      ${include('reads-only.conf')}
      ${maintenanceOn(env) ? 'error_page 503 @maintenance_page; return 503;' : pageLocation}
    }
    # the page's headers are those of the location that sends it: Retry-After here, not where the 503 was returned
    location @maintenance_page {
      ${pageLocation}
      add_header Retry-After ${MAINTENANCE_RETRY_AFTER_SECONDS} always;
    }
    location @status_page {
      ${pageLocation}
    }
    location = /index.html {
      ${include('reads-only.conf')}
      ${pageLocation}
    }
    # the site server's per-cohort answer: the file of the browser's cohort, never kept by a shared cache
    location = /remotes.json {
      ${include('reads-only.conf')}
      root ${siteDir};
      try_files /${COHORTS_DIR}/$restaurant_cohort.json =404;
      default_type "application/json; charset=utf-8";
      ${include('file-headers.conf')}
      add_header Cache-Control "private, no-cache" always;
      add_header Vary "Cookie" always;
      add_header Set-Cookie $restaurant_cohort_cookie always;
    }
${remoteLocations}
    location /remotes/ {
      ${include('not-found.conf')}
    }
    # source maps stay on disk beside the builds (error reports), never served, as the site server refuses them
    # (isServedBuildFile): before the release location, so that one never serves a map
    location ~ "^/(remotes|releases)/.*${regexSource(NEVER_SERVED)}" {
      ${include('remote-not-found.conf')}
    }
    location ~ "${regexSource(NEVER_SERVED)}" {
      ${include('not-found.conf')}
    }
    # the host's server bundle is the page renderer's code, never served, as the site server refuses it
    # (isHostServerFile); nginx matches the URI after decoding and merging slashes, so no spelling gets past
    location ^~ /${HOST_SERVER_DIR}/ {
      ${include('not-found.conf')}
    }
    # dotted segments (.git, .env) are never served, as the site server refuses them
    location ~ /\\. {
      ${include('not-found.conf')}
    }
    # every published release, old ones included (a tab opened on one keeps its chunks); never a staging folder or
    # the pointers
    location ~ "${releaseLocation()}" {
      ${include('remote-reads-only.conf')}
      alias ${releasesDirOf(env)}/$release_remote/$release_version/$release_path;
      ${include('file-headers.conf')}
      add_header Cache-Control $restaurant_cache_control always;
      add_header Access-Control-Allow-Origin "*" always;
    }
    location /releases/ {
      ${include('remote-not-found.conf')}
    }
    location / {
      ${include('reads-only.conf')}
      root ${distDir(HOST_DIR)};
      try_files $uri @host_fallback;
      ${include('file-headers.conf')}
      add_header Cache-Control $restaurant_cache_control always;
    }
    location @host_fallback {
      # an unknown path goes to the not-found page (spec §2), as the site server sends it
      absolute_redirect off;
      if ($restaurant_fallback = unknown) { return 302 $restaurant_language_prefix/auth/404; }
      if ($restaurant_fallback = route) { rewrite ^ /index.html last; }
      if ($restaurant_fallback = page) { return 404; }
      error_page 404 /index.html;
      ${include('not-found.conf')}
    }
    location @not_found {
      ${include('not-found.conf')}
    }
    location @remote_not_found {
      ${include('remote-not-found.conf')}
    }
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  await writeAtomically(configFile, config);
  return { configFile, accessLog, errorLog, pidFile };
}
