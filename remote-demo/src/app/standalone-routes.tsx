import { lazy, type ComponentType } from 'react';
import { routePatterns, type DemoSectionKey, type RemotePageProps } from '@restaurant/shared/router';
import type { StandaloneRoute } from '@restaurant/shared/standalone';

const sections: Record<DemoSectionKey, ComponentType<RemotePageProps>> = {
  dashboards: lazy(() => import('./exposed/dashboards-section')),
  apps: lazy(() => import('./exposed/apps-section')),
  ecommerce: lazy(() => import('./exposed/ecommerce-section')),
  user: lazy(() => import('./exposed/user-section')),
  'ui-components': lazy(() => import('./exposed/ui-components-section')),
  pages: lazy(() => import('./exposed/pages-section')),
  tables: lazy(() => import('./exposed/tables-section')),
  forms: lazy(() => import('./exposed/forms-section')),
  charts: lazy(() => import('./exposed/charts-section')),
  widgets: lazy(() => import('./exposed/widgets-section')),
};

/** The demo remote's own routes (the same paths as in the host), for running it alone with `npm run dev`. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = Object.entries(sections).flatMap(([section, Section]) =>
  Object.entries(routePatterns.demo[section as DemoSectionKey]).map(([page, path]) => ({
    path,
    Page: () => <Section page={page} />,
  })),
);
