/**
 * Issue 59: every lazy boundary of the public pages holds. For each `import()` in the code a public page can run (the
 * host's, its layout's, its remote page's), the module deferred is not reached from the page's first render by
 * static imports: were it reached, webpack would put it in the first render's chunks and the boundary would defer
 * nothing. Read from the sources' import graph (static-imports.ts), not from a build: deterministic, in the unit
 * stage before any build, and every new `lazy(() => import(…))` is checked by being written.
 */
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PAGE_ROUTES, type LayoutName } from '../../host/src/app/routes';
import { routePatterns } from '../../shared/src/router/paths';
import { exposedFileName } from '../../shared/src/router/remote-modules';
import { REMOTES, ROOT_DIR } from '../lib/front-ends';
import { lazyBoundaries, staticClosure, type LazyBoundary } from './static-imports';

const HOST_SRC = path.join(ROOT_DIR, 'host', 'src');

/** The public pages of issue 59's targets. */
const PUBLIC_PAGES = [
  routePatterns.landing.homepage,
  routePatterns.landing.food,
  routePatterns.landing.foodDetail,
  routePatterns.landing.reservation,
  routePatterns.auth.login,
];

/**
 * What every first render loads although the host imports it dynamically: the host's entry splits its own start-up
 * into tasks (index.ts: the system, then the bootstrap), and a page's layout loads with it (router.tsx).
 */
const HOST_FIRST_RENDER = [
  path.join(HOST_SRC, 'index.ts'),
  path.join(HOST_SRC, 'bootstrap.tsx'),
  path.join(ROOT_DIR, 'shared', 'src', 'system', 'index.ts'),
];
const LAYOUT_FILES: Record<LayoutName, string | null> = {
  landing: null, // imported statically by the router: the first page's frame
  auth: path.join(HOST_SRC, 'app', 'layouts', 'auth-layout.tsx'),
  full: path.join(HOST_SRC, 'app', 'layouts', 'full-layout.tsx'),
  staff: path.join(HOST_SRC, 'app', 'layouts', 'staff-layout.tsx'),
};

/** The files a public page's first render starts from: the host's start-up, its layout, its remote page. */
function firstRenderRoots(pattern: string): string[] {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === pattern);
  if (!route) throw new Error(`no route for ${pattern}`);
  const [remoteName, exposed] = route.module.split('/');
  const remote = REMOTES.find((candidate) => candidate.name === remoteName);
  if (!remote || !exposed) throw new Error(`no remote for ${route.module}`);
  const page = path.join(ROOT_DIR, remote.dir, 'src', 'app', 'exposed', `${exposedFileName(exposed)}.tsx`);
  return [...HOST_FIRST_RENDER, ...[LAYOUT_FILES[route.layout]].filter((file) => file !== null), page];
}

const relative = (file: string) => path.relative(ROOT_DIR, file);

/**
 * Dynamic imports that defer nothing from a page: the host's references to every UI family (shared-ui-modules.ts),
 * which make webpack provide each family to the remotes; a page that renders a family's component imports it
 * statically, on purpose (which families each page loads is the first-load e2e spec's check).
 */
const NOT_DEFERRALS = new Set([path.join(HOST_SRC, 'features', 'remote-loading', 'shared-ui-modules.ts')]);

interface BoundaryCase {
  boundary: LazyBoundary;
  /** The public pages that can run the boundary (and whose first render must not import what it defers) */
  pages: { pattern: string; firstRender: Set<string> }[];
}

const cases = new Map<string, BoundaryCase>();
for (const pattern of PUBLIC_PAGES) {
  const roots = firstRenderRoots(pattern);
  const firstRender = staticClosure(roots);
  for (const boundary of lazyBoundaries(roots)) {
    // the first render's own splits (its start-up, its layout) are loaded by it on purpose
    if (roots.includes(boundary.deferred) || NOT_DEFERRALS.has(boundary.importer)) continue;
    const key = `${relative(boundary.importer)} defers ${boundary.specifier}`;
    const known = cases.get(key) ?? { boundary, pages: [] };
    if (!known.pages.some((page) => page.pattern === pattern)) known.pages.push({ pattern, firstRender });
    cases.set(key, known);
  }
}

describe("the public pages' lazy boundaries", () => {
  it('are found in the host, the layouts and the remote pages', () => {
    const keys = [...cases.keys()];
    // one of each kind, so a parser that found nothing cannot pass the table below
    expect(keys).toEqual(
      expect.arrayContaining([
        'host/src/features/customizer/components/customizer-button.tsx defers ./customizer-drawer',
        'remote-ordering/src/app/exposed/home-page.tsx defers ../popular-dishes-with-cart',
        'remote-reservation/src/app/reservation/reservation-screen.tsx defers ./mine-tab',
        'remote-ordering/src/features/cart/components/cart-button.tsx defers ./cart-drawer',
      ]),
    );
  });

  it.each([...cases].map(([key, value]) => [key, value] as const))(
    '%s, kept out of the first render',
    (_, testCase) => {
      const importedBy = testCase.pages
        .filter((page) => page.firstRender.has(testCase.boundary.deferred))
        .map((page) => page.pattern);
      expect(importedBy).toEqual([]);
    },
  );
});
