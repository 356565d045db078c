/**
 * Which package each byte of a built JS file comes from, through the file's source map (like source-map-explorer):
 * the per-package attribution of `first-render-report.ts --packages` and of the first-load byte budget
 * (`first-load-budget.ts`). One way, so both print the same split.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { distDir, HOST_DIR, REMOTES } from './front-ends';

/** What the site served: the file's URL and its bytes. */
export interface ServedFile {
  url: string;
  body: Buffer;
}

/** The owner of bytes whose file has no source map beside it. */
export const NO_MAP = '(no map)';
/** The owner of bytes the source map maps to no source (webpack's glue between modules). */
export const UNMAPPED = '(unmapped)';
/** The owner of webpack's runtime modules (chunk loading, the federation runtime's glue). */
export const WEBPACK_RUNTIME = 'webpack runtime';

/** The dist file behind a served URL, to read its source map. */
export function fileOf(url: string): string {
  const { pathname } = new URL(url);
  for (const remote of REMOTES) {
    const prefix = `/remotes/${remote.name}/`;
    if (pathname.startsWith(prefix)) return path.join(distDir(remote.dir), pathname.slice(prefix.length));
  }
  return path.join(distDir(HOST_DIR), pathname.slice(1));
}

/** `node_modules/@scope/name/...` -> `@scope/name`; workspace sources -> their folder (`shared/src/ui`). */
export function packageOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? source);
  }
  const cleaned = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  if (cleaned.startsWith('webpack/')) return WEBPACK_RUNTIME;
  return cleaned.split('/').slice(0, 3).join('/');
}

/** Whether a source of a source map is a library's: a package under node_modules. */
export function isLibrarySource(source: string): boolean {
  return source.includes('node_modules/');
}

/**
 * Adds each byte of `file` (raw, as served) to the owner `ownerOf` names for its source in `totals`; bytes mapped to
 * no source are `UNMAPPED`'s, a file without a source map beside it `NO_MAP`'s.
 */
function attributeBy(file: ServedFile, totals: Map<string, number>, ownerOf: (source: string) => string): void {
  const mapFile = `${fileOf(file.url)}.map`;
  const source = file.body.toString('utf8');
  const add = (owner: string, bytes: number): void => {
    totals.set(owner, (totals.get(owner) ?? 0) + bytes);
  };
  if (!existsSync(mapFile)) {
    add(NO_MAP, source.length);
    return;
  }
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const lines = source.split('\n');
  let previous: { line: number; column: number; owner: string } | null = null;
  consumer.eachMapping((mapping) => {
    const owner = mapping.source ? ownerOf(mapping.source) : UNMAPPED;
    if (previous && previous.line === mapping.generatedLine) {
      add(previous.owner, mapping.generatedColumn - previous.column);
    } else if (previous) {
      add(previous.owner, (lines[previous.line - 1]?.length ?? 0) - previous.column);
    }
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, owner };
  });
  const last = previous as { line: number; column: number; owner: string } | null;
  if (last) add(last.owner, (lines[last.line - 1]?.length ?? 0) - last.column);
}

/**
 * Adds each byte of `file` (raw, as served) to its owner in `totals`: its package (`packageOf`) or, for `detail`'s
 * package, its source file.
 */
export function attribute(file: ServedFile, totals: Map<string, number>, detail?: string): void {
  attributeBy(file, totals, (source) => {
    const pkg = packageOf(source);
    return detail !== undefined && pkg === detail ? source : pkg;
  });
}

/** What the product's own bytes are: what webpack and Module Federation generate, the words, or the code we wrote. */
export type OwnBytesKind = 'glue' | 'texts' | 'code';

/** The kind of a source of our own (never a library's): see `librarySplit`. */
export function ownKindOf(source: string): OwnBytesKind {
  const cleaned = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  // '.': what webpack writes around the modules (their wrappers, the export maps of shared modules)
  if (cleaned === '.' || cleaned.startsWith('webpack/') || source.includes('node_modules/.federation/')) return 'glue';
  return /(^|\/)locales\//.test(cleaned) ? 'texts' : 'code';
}

/**
 * A file's raw bytes split between the libraries (packages under node_modules) and the product's own code: every
 * other byte, webpack's runtime and glue included, and all of a file without a source map (nothing shows it is a
 * library's). The own bytes are split again by kind (`ownKindOf`): the glue is webpack's runtime, its module
 * wrappers and export maps, and the federation entries; the texts are the locale files.
 */
export function librarySplit(file: ServedFile): {
  libraryBytes: number;
  ownBytes: number;
  ownBytesByKind: Record<OwnBytesKind, number>;
  mapped: boolean;
} {
  const totals = new Map<string, number>();
  // webpack's federation entry lives under node_modules/.federation but is generated, not a library
  attributeBy(file, totals, (source) =>
    isLibrarySource(source) && !source.includes('node_modules/.federation/') ? 'library' : ownKindOf(source),
  );
  const libraryBytes = totals.get('library') ?? 0;
  const mapped = !totals.has(NO_MAP);
  const ownBytesByKind: Record<OwnBytesKind, number> = {
    glue: (totals.get('glue') ?? 0) + (totals.get(UNMAPPED) ?? 0),
    texts: totals.get('texts') ?? 0,
    code: (totals.get('code') ?? 0) + (totals.get(NO_MAP) ?? 0),
  };
  return { libraryBytes, ownBytes: file.body.toString('utf8').length - libraryBytes, ownBytesByKind, mapped };
}
