import { useEffect } from 'react';
import { watchSessionExpiry } from '@restaurant/shared';
import { Outlet, useLocation } from '@restaurant/shared/router';
import { useMaintenanceRedirect } from '../../features/maintenance/hooks/use-maintenance-redirect';

/** Page changes scroll smoothly to the top (instantly when the diner asked for reduced motion). */
function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
}

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
  useScrollToTopOnNavigation();
  useShownLocationMark();
  useMaintenanceRedirect();
  // From start-up, so a session lost before any layout asked (first call after a reload) still gets its notice.
  useEffect(() => watchSessionExpiry(), []);
  return <Outlet />;
}
