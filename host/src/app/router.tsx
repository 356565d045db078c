import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from '@restaurant/shared/router';
import { LoadingState } from '@restaurant/shared/ui';
import { PageViewBeacon } from '../features/remote-loading/page-view-beacon';
import { RemotePage } from '../features/remote-loading/remote-page';
import { LandingLayout } from './layouts/landing-layout';
import { RootLayout } from './layouts/root-layout';
import { PAGE_ROUTES, REDIRECTS, type LayoutName, type PageRoute } from './routes';

// The landing layout is the first page's frame, so it ships with the app; the others load with their first page.
const AuthLayout = lazy(() => import('./layouts/auth-layout'));
const FullLayout = lazy(() => import('./layouts/full-layout'));
const StaffLayout = lazy(() => import('./layouts/staff-layout'));

const LAYOUTS: Record<LayoutName, ComponentType> = {
  landing: LandingLayout,
  auth: AuthLayout,
  full: FullLayout,
  staff: StaffLayout,
};

const LAYOUT_ORDER: readonly LayoutName[] = ['landing', 'auth', 'full', 'staff'];

/** Turns the route table into router objects: one layout route per layout, one lazy remote page per path. */
export function buildRoutes(pages: readonly PageRoute[] = PAGE_ROUTES): RouteObject[] {
  const layoutRoutes: RouteObject[] = LAYOUT_ORDER.map((layout) => {
    const Layout = LAYOUTS[layout];
    return {
      element: (
        <Suspense fallback={<LoadingState />}>
          <Layout />
        </Suspense>
      ),
      children: pages
        .filter((page) => page.layout === layout)
        .map((page) => ({
          path: page.path,
          element: (
            <>
              <PageViewBeacon remote={page.module.split('/')[0] ?? page.module} route={page.path} />
              <RemotePage module={page.module} page={page.page} />
            </>
          ),
        })),
    };
  });
  const redirects: RouteObject[] = REDIRECTS.map((redirect) => ({
    path: redirect.path,
    element: <Navigate to={redirect.to} replace />,
  }));
  return [{ element: <RootLayout />, children: [...layoutRoutes, ...redirects] }];
}

const APP_ROUTES = buildRoutes();

/** Renders the route table (inside the BrowserRouter the app sets up). */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
