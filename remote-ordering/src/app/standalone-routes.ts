import { lazy } from 'react';
import { routePatterns } from '@restaurant/shared/router';
import type { StandaloneRoute } from '@restaurant/shared/standalone';

const { landing } = routePatterns;

/** The ordering remote's own routes (the same paths as in the host), for running it alone with `npm run dev`. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: landing.homepage, Page: lazy(() => import('./exposed/home-page')) },
  { path: landing.food, Page: lazy(() => import('./exposed/food-menu-page')) },
  { path: landing.foodDetail, Page: lazy(() => import('./exposed/food-detail-page')) },
  { path: landing.comboDetail, Page: lazy(() => import('./exposed/combo-detail-page')) },
  { path: landing.comboDetailV1, Page: lazy(() => import('./exposed/combo-detail-v1-page')) },
  { path: landing.voucher, Page: lazy(() => import('./exposed/voucher-list-page')) },
  { path: landing.voucherDetail, Page: lazy(() => import('./exposed/voucher-detail-page')) },
  { path: landing.review, Page: lazy(() => import('./exposed/review-page')) },
  { path: landing.reviews, Page: lazy(() => import('./exposed/personal-reviews-page')) },
  { path: landing.checkout, Page: lazy(() => import('./exposed/checkout-page')) },
  { path: landing.orders, Page: lazy(() => import('./exposed/my-orders-page')) },
  { path: landing.orderDetail, Page: lazy(() => import('./exposed/order-detail-page')) },
];
