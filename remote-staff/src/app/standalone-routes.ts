import { lazy } from 'react';
import { routePatterns } from '@restaurant/shared/router';
import type { StandaloneRoute } from '@restaurant/shared/standalone';

const { staff, auth } = routePatterns;

/** The staff remote's own routes (the same paths as in the host), for running it alone with `npm run dev`. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: staff.orders, Page: lazy(() => import('./exposed/orders-board-page')) },
  { path: staff.reservations, Page: lazy(() => import('./exposed/host-stand-page')) },
  { path: staff.soldOut, Page: lazy(() => import('./exposed/sold-out-page')) },
  { path: staff.menu, Page: lazy(() => import('./exposed/menu-editor-page')) },
  { path: staff.vouchers, Page: lazy(() => import('./exposed/vouchers-page')) },
  { path: staff.settings, Page: lazy(() => import('./exposed/restaurant-settings-page')) },
  { path: staff.floors, Page: lazy(() => import('./exposed/floor-editor-page')) },
  { path: staff.reviews, Page: lazy(() => import('./exposed/reviews-admin-page')) },
  { path: staff.reports, Page: lazy(() => import('./exposed/reports-page')) },
  { path: staff.audit, Page: lazy(() => import('./exposed/audit-log-page')) },
  // Where the staff pages send a signed-out visitor; the composed site's is remote-auth's.
  { path: auth.login, Page: lazy(() => import('./standalone-sign-in')) },
];
