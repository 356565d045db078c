import { lazy } from 'react';
import { routePatterns } from '@restaurant/shared/router';
import type { StandaloneRoute } from '@restaurant/shared/standalone';

const { auth } = routePatterns;

/** The auth remote's own routes (the same paths as in the host), for running it alone with `npm run dev`. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: auth.login, Page: lazy(() => import('./exposed/login-page')) },
  { path: auth.login2, Page: lazy(() => import('./exposed/login-2-page')) },
  { path: auth.register, Page: lazy(() => import('./exposed/register-page')) },
  { path: auth.register2, Page: lazy(() => import('./exposed/register-2-page')) },
  { path: auth.forgotPassword, Page: lazy(() => import('./exposed/forgot-password-page')) },
  { path: auth.forgotPassword2, Page: lazy(() => import('./exposed/forgot-password-2-page')) },
  { path: auth.twoSteps, Page: lazy(() => import('./exposed/two-steps-page')) },
  { path: auth.twoSteps2, Page: lazy(() => import('./exposed/two-steps-2-page')) },
  { path: auth.maintenance, Page: lazy(() => import('./exposed/maintenance-page')) },
  { path: auth.notFound, Page: lazy(() => import('./exposed/not-found-page')) },
];
