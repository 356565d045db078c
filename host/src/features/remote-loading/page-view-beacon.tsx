import { useEffect } from 'react';
import { useLocation } from '@restaurant/shared/router';
import { clientErrorReporter } from './client-error-reporter';

/**
 * Counts a page view of the remote drawing the page: one per page shown (a new address is a new page view, the same
 * address drawn again is not), tagged with the route's pattern, never the address.
 */
export function PageViewBeacon({ remote, route }: { remote: string; route: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    clientErrorReporter.startPageView(remote, route);
  }, [pathname, remote, route]);
  return null;
}
