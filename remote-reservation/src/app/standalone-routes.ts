import { lazy } from 'react';
import type { StandaloneRoute } from '@restaurant/shared/standalone';

/** The reservation remote's own routes (the same paths as in the host), for running it alone with `npm run dev`. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: '/landing/reservation', Page: lazy(() => import('./exposed/reservation-page')) },
];
