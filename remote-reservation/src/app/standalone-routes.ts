import { lazy } from 'react';
import { routePatterns } from '@restaurant/shared/router';
import type { StandaloneRoute } from '@restaurant/shared/standalone';

/** The reservation remote's own routes (the same paths as in the host), for running it alone with `npm run dev`. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: routePatterns.landing.reservation, Page: lazy(() => import('./exposed/reservation-page')) },
  // Staff only: alone, it needs a staff session in this origin's storage (there is no sign-in page here).
  { path: routePatterns.staff.floor, Page: lazy(() => import('./exposed/staff-floor-page')) },
];
