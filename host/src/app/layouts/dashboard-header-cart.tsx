import { useHydrated } from '@restaurant/shared';
import { demoRoutePatterns, matchPath, useLocation } from '@restaurant/shared/router';
import { remoteWidget } from '../../features/remote-loading/remote-widget';
import { HeaderCart } from './header-cart';

const RemoteDemoCart = remoteWidget('demo/CartButton');

/** Whether a path is one of the demo area's pages (its sample shop, not the restaurant). */
export function isDemoPath(pathname: string): boolean {
  return demoRoutePatterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * The dashboard layout's cart: it hosts both the restaurant's dish pages and the template demo, and each has its own
 * cart. The header shows the one the page means: the demo shop's (the demo remote's widget, a link to the demo
 * checkout with its count) on demo pages, the restaurant's elsewhere. The host never imports the demo's code: it
 * loads the widget the demo remote exposes, as it loads the demo's pages; while it downloads, and if it cannot, the
 * header shows no cart rather than the wrong one. A server-rendered demo page leaves it to the browser, after
 * hydration: the server's cart would have to be hydrated by the demo's code, which may not come (its remote down), and
 * its place would then be a mismatch.
 */
export function DashboardHeaderCart() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  if (!isDemoPath(pathname)) return <HeaderCart />;
  return hydrated ? <RemoteDemoCart fallback={null} /> : null;
}
