import { useEffect } from 'react';
import { commonTranslations, watchSessionExpiry } from '@restaurant/shared';
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

/**
 * A public page names itself with `<title>` (PageHead: React 19 hoists it into the head, and takes it away with the
 * page); a page that does not (sign-in, the back office, the demo) then keeps the restaurant's name, so no page is
 * left without a title (axe's document-title) after leaving one that had its own.
 */
function useFallbackTitle(): void {
  const { pathname } = useLocation();
  const { t } = commonTranslations.useTranslation();
  const brand = t('brand');
  useEffect(() => {
    if (document.title.trim() === '') document.title = brand;
  }, [pathname, brand]);
}

export function RootLayout() {
  useScrollRestoration();
  useShownLocationMark();
  useFallbackTitle();
  useMaintenanceRedirect();
  // From start-up, so a session lost before any layout asked (first call after a reload) still gets its notice.
  useEffect(() => watchSessionExpiry(), []);
  return <Outlet />;
}
