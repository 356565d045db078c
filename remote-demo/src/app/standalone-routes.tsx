import { lazy, type ComponentType } from 'react';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

const sections = {
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

function route(path: string, section: keyof typeof sections, page: string): StandaloneRoute {
  const Section = sections[section];
  return { path, Page: () => <Section page={page} /> };
}

/** The demo remote's own routes (the same paths as in the host), for running it alone with `npm run dev`. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  route('/dashboards/ecommerce', 'dashboards', 'ecommerce'),
  route('/apps/contacts', 'apps', 'contacts'),
  route('/apps/blog/posts', 'apps', 'blog-posts'),
  route('/apps/blog/detail/:id', 'apps', 'blog-detail'),
  route('/apps/chats', 'apps', 'chats'),
  route('/apps/email', 'apps', 'email'),
  route('/apps/notes', 'apps', 'notes'),
  route('/apps/tickets', 'apps', 'tickets'),
  route('/apps/followers', 'apps', 'followers'),
  route('/apps/friends', 'apps', 'friends'),
  route('/apps/gallery', 'apps', 'gallery'),
  route('/apps/calendar', 'apps', 'calendar'),
  route('/apps/ecommerce/shop', 'ecommerce', 'shop'),
  route('/apps/ecommerce/eco-product-list', 'ecommerce', 'eco-product-list'),
  route('/apps/ecommerce/eco-checkout', 'ecommerce', 'eco-checkout'),
  route('/apps/ecommerce/detail/:id', 'ecommerce', 'detail'),
  route('/user/user-profile', 'user', 'user-profile'),
  route('/ui-components/alert', 'ui-components', 'alert'),
  route('/ui-components/accordion', 'ui-components', 'accordion'),
  route('/ui-components/avatar', 'ui-components', 'avatar'),
  route('/ui-components/chip', 'ui-components', 'chip'),
  route('/ui-components/dialog', 'ui-components', 'dialog'),
  route('/ui-components/list', 'ui-components', 'list'),
  route('/ui-components/popover', 'ui-components', 'popover'),
  route('/ui-components/rating', 'ui-components', 'rating'),
  route('/ui-components/tabs', 'ui-components', 'tabs'),
  route('/ui-components/tooltip', 'ui-components', 'tooltip'),
  route('/ui-components/transfer-list', 'ui-components', 'transfer-list'),
  route('/ui-components/typography', 'ui-components', 'typography'),
  route('/pages/casl', 'pages', 'casl'),
  route('/pages/treeview', 'pages', 'treeview'),
  route('/tables/basic', 'tables', 'basic'),
  route('/tables/enhanced', 'tables', 'enhanced'),
  route('/tables/pagination', 'tables', 'pagination'),
  route('/tables/fixed-header', 'tables', 'fixed-header'),
  route('/tables/collapsible', 'tables', 'collapsible'),
  route('/tables/search', 'tables', 'search'),
  route('/forms/form-elements/autocomplete', 'forms', 'autocomplete'),
  route('/forms/form-elements/button', 'forms', 'button'),
  route('/forms/form-elements/checkbox', 'forms', 'checkbox'),
  route('/forms/form-elements/radio', 'forms', 'radio'),
  route('/forms/form-elements/slider', 'forms', 'slider'),
  route('/forms/form-elements/date-time', 'forms', 'date-time'),
  route('/forms/form-elements/switch', 'forms', 'switch'),
  route('/forms/form-layouts', 'forms', 'form-layouts'),
  route('/forms/form-custom', 'forms', 'form-custom'),
  route('/forms/form-wizard', 'forms', 'form-wizard'),
  route('/forms/form-validation', 'forms', 'form-validation'),
  route('/forms/quill-editor', 'forms', 'quill-editor'),
  route('/charts/area-chart', 'charts', 'area-chart'),
  route('/charts/line-chart', 'charts', 'line-chart'),
  route('/charts/gredient-chart', 'charts', 'gredient-chart'),
  route('/charts/candlestick-chart', 'charts', 'candlestick-chart'),
  route('/charts/column-chart', 'charts', 'column-chart'),
  route('/charts/doughnut-pie-chart', 'charts', 'doughnut-pie-chart'),
  route('/charts/radialbar-chart', 'charts', 'radialbar-chart'),
  route('/widgets/cards', 'widgets', 'cards'),
  route('/widgets/banners', 'widgets', 'banners'),
  route('/widgets/charts', 'widgets', 'charts'),
];
