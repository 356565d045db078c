import type { RemoteModuleId } from '@restaurant/shared/router';

export type LayoutName = 'landing' | 'auth' | 'full';

export interface PageRoute {
  path: string;
  layout: LayoutName;
  /** The exposed remote module that renders the page. */
  module: RemoteModuleId;
  /** Sub-page key inside a demo section module. */
  page?: string;
}

export const HOME_PATH = '/landing/homepage';
export const NOT_FOUND_PATH = '/auth/404';

const landing = (path: string, module: RemoteModuleId): PageRoute => ({ path, layout: 'landing', module });
const auth = (path: string, module: RemoteModuleId): PageRoute => ({ path, layout: 'auth', module });
const full = (path: string, module: RemoteModuleId, page?: string): PageRoute =>
  page === undefined ? { path, layout: 'full', module } : { path, layout: 'full', module, page };

/** Every path of spec section 2, once, with its layout and the remote module that renders it. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  // Landing layout: the restaurant's product pages.
  landing('/landing/homepage', 'ordering/HomePage'),
  landing('/landing/food', 'ordering/FoodMenuPage'),
  landing('/landing/review', 'ordering/ReviewPage'),
  landing('/landing/reviews', 'ordering/PersonalReviewsPage'),
  landing('/landing/voucher', 'ordering/VoucherListPage'),
  landing('/landing/voucher-detail/:id', 'ordering/VoucherDetailPage'),
  landing('/landing/combodetailv1', 'ordering/ComboDetailV1Page'),
  landing('/landing/reservation', 'reservation/ReservationPage'),
  // The spec places these two inside the full dashboard layout.
  full('/landing/food-detail/:id', 'ordering/FoodDetailPage'),
  full('/landing/combo-detail/:id', 'ordering/ComboDetailPage'),

  // Blank auth layout.
  auth('/auth/404', 'auth/NotFoundPage'),
  auth('/auth/login', 'auth/LoginPage'),
  auth('/auth/login2', 'auth/Login2Page'),
  auth('/auth/register', 'auth/RegisterPage'),
  auth('/auth/register2', 'auth/Register2Page'),
  auth('/auth/forgot-password', 'auth/ForgotPasswordPage'),
  auth('/auth/forgot-password2', 'auth/ForgotPassword2Page'),
  auth('/auth/two-steps', 'auth/TwoStepsPage'),
  auth('/auth/two-steps2', 'auth/TwoSteps2Page'),
  auth('/auth/maintenance', 'auth/MaintenancePage'),

  // Full dashboard layout: the template demo pages (sample data).
  full('/dashboards/ecommerce', 'demo/DashboardsSection', 'ecommerce'),
  full('/apps/contacts', 'demo/AppsSection', 'contacts'),
  full('/apps/blog/posts', 'demo/AppsSection', 'blog-posts'),
  full('/apps/blog/detail/:id', 'demo/AppsSection', 'blog-detail'),
  full('/apps/chats', 'demo/AppsSection', 'chats'),
  full('/apps/email', 'demo/AppsSection', 'email'),
  full('/apps/notes', 'demo/AppsSection', 'notes'),
  full('/apps/tickets', 'demo/AppsSection', 'tickets'),
  full('/apps/followers', 'demo/AppsSection', 'followers'),
  full('/apps/friends', 'demo/AppsSection', 'friends'),
  full('/apps/gallery', 'demo/AppsSection', 'gallery'),
  full('/apps/calendar', 'demo/AppsSection', 'calendar'),
  full('/apps/ecommerce/shop', 'demo/EcommerceSection', 'shop'),
  full('/apps/ecommerce/eco-product-list', 'demo/EcommerceSection', 'eco-product-list'),
  full('/apps/ecommerce/eco-checkout', 'demo/EcommerceSection', 'eco-checkout'),
  full('/apps/ecommerce/detail/:id', 'demo/EcommerceSection', 'detail'),
  full('/user/user-profile', 'demo/UserSection', 'user-profile'),
  ...[
    'alert',
    'accordion',
    'avatar',
    'chip',
    'dialog',
    'list',
    'popover',
    'rating',
    'tabs',
    'tooltip',
    'transfer-list',
    'typography',
  ].map((page) => full(`/ui-components/${page}`, 'demo/UiComponentsSection', page)),
  full('/pages/casl', 'demo/PagesSection', 'casl'),
  full('/pages/treeview', 'demo/PagesSection', 'treeview'),
  ...['basic', 'enhanced', 'pagination', 'fixed-header', 'collapsible', 'search'].map((page) =>
    full(`/tables/${page}`, 'demo/TablesSection', page),
  ),
  ...['autocomplete', 'button', 'checkbox', 'radio', 'slider', 'date-time', 'switch'].map((page) =>
    full(`/forms/form-elements/${page}`, 'demo/FormsSection', page),
  ),
  ...['form-layouts', 'form-custom', 'form-wizard', 'form-validation', 'quill-editor'].map((page) =>
    full(`/forms/${page}`, 'demo/FormsSection', page),
  ),
  ...[
    'area-chart',
    'line-chart',
    'gredient-chart',
    'candlestick-chart',
    'column-chart',
    'doughnut-pie-chart',
    'radialbar-chart',
  ].map((page) => full(`/charts/${page}`, 'demo/ChartsSection', page)),
  ...['cards', 'banners', 'charts'].map((page) => full(`/widgets/${page}`, 'demo/WidgetsSection', page)),
];

/** Paths that only redirect: `/` to the homepage; anything unknown to the 404 page. */
export const REDIRECTS = [
  { path: '/', to: HOME_PATH },
  { path: '*', to: NOT_FOUND_PATH },
] as const;
