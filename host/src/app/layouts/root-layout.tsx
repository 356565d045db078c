import { useEffect } from 'react';
import { watchSessionExpiry } from '@restaurant/shared';
import { Outlet, useLocation } from '@restaurant/shared/router';
import { useMaintenanceRedirect } from '../../features/maintenance/hooks/use-maintenance-redirect';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * Marks the document with the location it shows (`<html data-location="/landing/food">`). While a navigation renders
 * (the router's transition), the address bar already holds the next location and the screen still shows the previous
 * page: end-to-end tests wait for this mark before reading a page they navigated to, as they wait for `pageLive`.
 */
function useShownLocationMark(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset['location'] = `${pathname}${search}`;
  }, [pathname, search]);
}

export function RootLayout() {
  useScrollRestoration();
  useShownLocationMark();
  useMaintenanceRedirect();
  // From start-up, so a session lost before any layout asked (first call after a reload) still gets its notice.
  useEffect(() => watchSessionExpiry(), []);
  return <Outlet />;
}
