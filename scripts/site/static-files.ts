import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Text formats worth compressing (a server in front of the builds, e.g. the cluster's nginx, reads them too). */
export const COMPRESSIBLE: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.txt',
  '.svg',
  '.webmanifest',
  '.ico',
]);
/** Below this, compression costs more than it saves (headers, CPU). */
export const MIN_COMPRESS_BYTES = 1024;
/** Files larger than this are sent uncompressed rather than held in memory. */
const MAX_CACHED_BYTES = 16 * 1024 * 1024;

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

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Representation {
  body: Buffer;
  encoding: Encoding;
  contentType: string;
  etag: string;
  compressible: boolean;
}

interface Variants {
  raw: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return 'no-cache';
  if (CONTENT_HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Picks the best encoding the client accepts among those we hold (brotli first: smaller). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (!token) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(token, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string): boolean => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Compresses each served text file once (gzip 9 and brotli 11, the sizes a CDN would serve) and keeps the
 * results in memory keyed by path, size and mtime, so a rebuilt file is picked up without a restart.
 */
export class CompressedFileCache {
  private readonly entries = new Map<string, Promise<Variants>>();

  async representation(filePath: string, acceptEncoding: string | undefined): Promise<Representation | null> {
    const info = await stat(filePath).catch(() => null);
    if (!info?.isFile()) return null;
    const key = `${filePath}:${info.size}:${info.mtimeMs}`;
    const variants = await this.variants(key, filePath);
    return this.pick(
      variants,
      contentTypeOf(filePath),
      `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`,
      acceptEncoding,
    );
  }

  /** The same negotiation for a body built in memory (index.html after its meta rewrite). */
  async representationOf(
    key: string,
    body: Buffer,
    contentType: string,
    acceptEncoding: string | undefined,
  ): Promise<Representation> {
    let pending = this.entries.get(key);
    if (!pending) {
      pending = compressVariants(
        body,
        contentType.startsWith('text/') || contentType.includes('json') || contentType.includes('javascript'),
      );
      this.entries.set(key, pending);
    }
    return this.pick(await pending, contentType, key, acceptEncoding);
  }

  /** Compresses every file of the given folders ahead of the first request, one at a time (stays off the hot path). */
  async warm(dirs: readonly string[]): Promise<void> {
    for (const dir of dirs) {
      for (const file of await listFiles(dir)) {
        const extension = path.extname(file).toLowerCase();
        // Source maps are large and fetched only by devtools: compressed on demand, not ahead.
        if (!COMPRESSIBLE.has(extension) || extension === '.map') continue;
        await this.representation(file, 'br').catch(() => null);
      }
    }
  }

  private variants(key: string, filePath: string): Promise<Variants> {
    let pending = this.entries.get(key);
    if (!pending) {
      const compressible = COMPRESSIBLE.has(path.extname(filePath).toLowerCase());
      pending = readFile(filePath).then((raw) => compressVariants(raw, compressible));
      pending.catch(() => this.entries.delete(key));
      this.entries.set(key, pending);
    }
    return pending;
  }

  private pick(
    variants: Variants,
    contentType: string,
    tag: string,
    acceptEncoding: string | undefined,
  ): Representation {
    const compressible = variants.gzip !== null || variants.br !== null;
    const wanted = compressible ? negotiateEncoding(acceptEncoding) : 'identity';
    const chosen = wanted === 'br' ? variants.br : wanted === 'gzip' ? variants.gzip : null;
    if (chosen && (wanted === 'br' || wanted === 'gzip')) {
      return { body: chosen, encoding: wanted, contentType, etag: `W/"${tag}-${wanted}"`, compressible };
    }
    return { body: variants.raw, encoding: 'identity', contentType, etag: `W/"${tag}"`, compressible };
  }
}

async function compressVariants(raw: Buffer, compressible: boolean): Promise<Variants> {
  if (!compressible || raw.length < MIN_COMPRESS_BYTES || raw.length > MAX_CACHED_BYTES) {
    return { raw, gzip: null, br: null };
  }
  const [gz, br] = await Promise.all([
    gzip(raw, { level: 9 }),
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  return { raw, gzip: gz.length < raw.length ? gz : null, br: br.length < raw.length ? br : null };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
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
