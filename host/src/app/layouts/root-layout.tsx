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

export function RootLayout() {
  useScrollToTopOnNavigation();
  useMaintenanceRedirect();
  // From start-up, so a session lost before any layout asked (first call after a reload) still gets its notice.
  useEffect(() => watchSessionExpiry(), []);
  return <Outlet />;
}
