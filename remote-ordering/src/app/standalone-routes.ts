import { lazy } from 'react';
import type { StandaloneRoute } from '@restaurant/shared/standalone';

/** The ordering remote's own routes (the same paths as in the host), for running it alone with `npm run dev`. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: '/landing/homepage', Page: lazy(() => import('./exposed/home-page')) },
  { path: '/landing/food', Page: lazy(() => import('./exposed/food-menu-page')) },
  { path: '/landing/food-detail/:id', Page: lazy(() => import('./exposed/food-detail-page')) },
  { path: '/landing/combo-detail/:id', Page: lazy(() => import('./exposed/combo-detail-page')) },
  { path: '/landing/combodetailv1', Page: lazy(() => import('./exposed/combo-detail-v1-page')) },
  { path: '/landing/voucher', Page: lazy(() => import('./exposed/voucher-list-page')) },
  { path: '/landing/voucher-detail/:id', Page: lazy(() => import('./exposed/voucher-detail-page')) },
  { path: '/landing/review', Page: lazy(() => import('./exposed/review-page')) },
  { path: '/landing/reviews', Page: lazy(() => import('./exposed/personal-reviews-page')) },
];
