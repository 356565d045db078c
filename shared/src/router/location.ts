/** The parts of a URL the router reads: `pathname`, `search` (with its `?`) and `hash` (with its `#`), or empty. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the app is: a path, what the navigation carried along (`state`), and a key unique to that history entry. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** A place to go: `'/landing/food?category=2'`, `'?page=2'` (this path, other search) or its parts. */
export type To = string | Partial<Path>;

/** Splits `'/a/b?x=1#top'` into its path, search and hash. */
export function parsePath(value: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = value;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return `${pathname}${search}${hash}`;
}

const normalizeSearch = (search = ''): string =>
  search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
const normalizeHash = (hash = ''): string =>
  hash === '' || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`;

/** Resolves `..` and `.` segments of a relative pathname against the directory of `from`. */
function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  segments.pop();
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * The path a `To` leads to from `fromPathname`: an absolute pathname as given, a relative one against the current
 * path, none at all keeps the current path (so `'?page=2'` changes the search alone, dropping the hash).
 */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname = parts.pathname
    ? parts.pathname.startsWith('/')
      ? parts.pathname
      : resolvePathname(parts.pathname, fromPathname)
    : fromPathname;
  return { pathname, search: normalizeSearch(parts.search), hash: normalizeHash(parts.hash) };
}

/** A link to another site (`https:`, `mailto:`, `//host`): the browser follows it, not the router. */
export function isExternal(to: To): boolean {
  return typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);
}
