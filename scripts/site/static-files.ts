import path from 'node:path';
import send from '@fastify/send';

/**
 * What the site server (and the cluster's nginx, which reads the same rules) tells a browser about each built file.
 * The files themselves are served by @fastify/static: content-hashed ones compressed ahead by the build
 * (`precompressionPlugins` of scripts/webpack/create-config.ts writes `.br` and `.gz` beside them), the others
 * compressed per response by @fastify/compress.
 */

/**
 * @fastify/static types a file with @fastify/send's MIME table. Ours says `image/x-icon` for the icon, the type
 * browsers and nginx's mime.types know it by (the table's `image/vnd.microsoft.icon` is the registered alias).
 */
send.mime.define({ 'image/x-icon': ['ico'] }, true);

/** The Content-Type @fastify/static sends for a file (its rule: the MIME table, `charset=utf-8` for text types). */
export function contentTypeOf(filePath: string): string {
  const type = send.mime.getType(filePath) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/**
 * Built files kept on disk but never served: source maps (written by production builds for error reports, named by no
 * file). Their paths, names and sources are not for the public site; every server of the builds answers them 404.
 */
export const NEVER_SERVED = /\.map$/;

/**
 * The host's server bundle (`host/dist/server/`: what the page renderer runs, with its chunks) sits in the host's dist
 * but is not for browsers: it is the renderer's code, not the site's. Every server of the builds answers 404 under it.
 */
export const HOST_SERVER_DIR = 'server';

/** Whether `file` (resolved inside the host's dist) is part of the host's server bundle. */
export function isHostServerFile(hostDist: string, file: string): boolean {
  const relative = path.relative(path.join(hostDist, HOST_SERVER_DIR), file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Whether a built file (or a URL path naming one) may be sent to a browser at all. */
export function isServedBuildFile(filePath: string): boolean {
  return !NEVER_SERVED.test(filePath);
}

/** Text formats worth compressing (a server in front of the builds, e.g. the cluster's nginx, reads them too). */
export const COMPRESSIBLE: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.txt',
  '.svg',
  '.webmanifest',
  '.ico',
]);
/** Below this, compression costs more than it saves (headers, CPU). */
export const MIN_COMPRESS_BYTES = 1024;

/** Files that name the current build and must be revalidated on every load so a redeploy is picked up. */
export const ALWAYS_REVALIDATE: ReadonlySet<string> = new Set([
  'index.html',
  'remotes.json',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
]);
/** webpack `[contenthash]` (hex, at least 8 characters) somewhere in the file name. */
export const CONTENT_HASHED = /(?:^|[.\-_])[0-9a-f]{8,}(?:[.\-_]|$)/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return 'no-cache';
  if (CONTENT_HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Maps a URL path below a folder to a file inside it, or null when the path escapes the folder,
 * names a dotfile or cannot be decoded.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter((segment) => segment.length > 0);
  if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) return null;
  const resolved = path.resolve(root, ...segments);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}
