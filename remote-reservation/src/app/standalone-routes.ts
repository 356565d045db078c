import { lazy, type ComponentType } from 'react';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/** The reservation remote's own routes (the same paths as in the host), for running it alone with `npm run dev`. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: '/landing/reservation', Page: lazy(() => import('./exposed/reservation-page')) },
];
