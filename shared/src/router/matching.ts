import type { ReactNode } from 'react';

/**
 * One route of a route table: a `path` pattern (`/landing/food-detail/:id`, `*` for anything; absolute, or relative
 * to its parent's), an `index` route that matches its parent's path exactly, or neither (a layout around its
 * children). `element` renders the route; left out, the route renders its matching child (`<Outlet />`).
 */
export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

/** One level of a matched branch, from the outermost layout to the page. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the URL's pathname this level matched. */
  pathname: string;
}

interface Branch {
  /** The routes from the table's root to this leaf. */
  routes: RouteObject[];
  /** Each level's pattern from the root, for the part of the pathname that level matched. */
  patterns: string[];
  score: number;
  /** Position of each route among its siblings: breaks ties between siblings in table order. */
  order: number[];
}

const PARAM = /^:[\w-]+$/;

function joinPaths(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`.replace(/\/{2,}/g, '/');
}

/**
 * How specific a pattern is, the way React Router ranks routes: a static segment counts 10, a parameter 3, an empty
 * one 1; a splat (`*`) takes 2 off and an index route adds 2. The most specific branch that matches wins.
 */
function scoreOf(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flatten(routes: readonly RouteObject[], parent: Omit<Branch, 'score'>, branches: Branch[]): Branch[] {
  routes.forEach((route, position) => {
    const parentPattern = parent.patterns.at(-1) ?? '/';
    const pattern = route.path === undefined ? parentPattern : joinPaths(parentPattern, route.path);
    const branch = {
      routes: [...parent.routes, route],
      patterns: [...parent.patterns, pattern],
      order: [...parent.order, position],
    };
    // Children go in first, as in React Router: where ranks tie, the stable sort keeps them ahead of their parent.
    if (route.children?.length) flatten(route.children, branch, branches);
    // A route with neither a path nor `index` only frames its children; it never matches on its own.
    if (route.path !== undefined || route.index) {
      branches.push({ ...branch, score: scoreOf(pattern, route.index === true) });
    }
  });
  return branches;
}

function compareBranches(a: Branch, b: Branch): number {
  if (a.score !== b.score) return b.score - a.score;
  const siblings = a.order.length === b.order.length && a.order.slice(0, -1).every((at, i) => at === b.order[i]);
  return siblings ? (a.order.at(-1) ?? 0) - (b.order.at(-1) ?? 0) : 0;
}

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches `pathname` against a pattern, case-insensitively, ignoring a trailing slash. With `end` false the pattern
 * may match just the beginning of the pathname (a layout's part of it). Parameters come back decoded.
 */
function matchPattern(
  pattern: string,
  pathname: string,
  end: boolean,
): { params: Record<string, string>; pathname: string } | null {
  const names: string[] = [];
  let source = '^';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:\\/(.+)|\\/*)';
      end = true;
      break;
    }
    if (PARAM.test(segment)) {
      names.push(segment.slice(1));
      source += '\\/([^\\/]+)';
    } else {
      source += `\\/${escapeRegExp(segment)}`;
    }
  }
  source += end ? '\\/*$' : '(?:(?=\\/|$))';
  const found = new RegExp(source, 'i').exec(pathname === '' ? '/' : pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, at) => {
    const value = found[at + 1] ?? '';
    try {
      params[name] = decodeURIComponent(value);
    } catch {
      params[name] = value;
    }
  });
  return { params, pathname: found[0] || '/' };
}

/**
 * The branch of `routes` that `pathname` leads to, from the outermost route to the page, or null if none matches.
 * Every level carries all the branch's parameters.
 */
export function matchRoutes(routes: readonly RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = flatten(routes, { routes: [], patterns: [], order: [] }, []).sort(compareBranches);
  for (const branch of branches) {
    const leaf = matchPattern(branch.patterns.at(-1) ?? '/', pathname, true);
    if (!leaf) continue;
    return branch.routes.map((route, level) => ({
      route,
      params: leaf.params,
      pathname: matchPattern(branch.patterns[level] ?? '/', pathname, false)?.pathname ?? leaf.pathname,
    }));
  }
  return null;
}
