// Every page path of the site (spec section 2), written once. The host's route table, each remote's standalone
// shell, the navigation and every link read it, so a path changes in one place and a mistyped page name is a type
// error instead of a 404. `npm run lint` refuses a page URL literal anywhere else.
// No imports: the host's entry reads this module (through `@restaurant/shared/paths`) before the federation's shared
// modules can be used, to preload the first page's remote.

/** A record id as a route parameter (`/landing/food-detail/7`). */
export type RouteId = string | number;

/** `/ui-components` + `['alert']` -> `{ alert: '/ui-components/alert' }`, keyed by the sub-page key of the section. */
function pagesUnder<const Prefix extends string, const Page extends string>(
  prefix: Prefix,
  pages: readonly Page[],
): { readonly [Key in Page]: `${Prefix}/${Key}` } {
  return Object.fromEntries(pages.map((page) => [page, `${prefix}/${page}`])) as {
    readonly [Key in Page]: `${Prefix}/${Key}`;
  };
}

/** `/landing/food-detail/:id` + 7 -> `/landing/food-detail/7`. */
function withId(pattern: `${string}/:id`, id: RouteId): string {
  return pattern.replace(/:id$/, encodeURIComponent(String(id)));
}

// Restaurant pages without a parameter.
const landingPages = {
  homepage: '/landing/homepage',
  food: '/landing/food',
  review: '/landing/review',
  reviews: '/landing/reviews',
  voucher: '/landing/voucher',
  comboDetailV1: '/landing/combodetailv1',
  reservation: '/landing/reservation',
  // Issue 18 (beyond the spec's list): ordering the cart and the diner's orders.
  checkout: '/landing/checkout',
  orders: '/landing/orders',
} as const;

const landingDetailPatterns = {
  voucherDetail: '/landing/voucher-detail/:id',
  foodDetail: '/landing/food-detail/:id',
  comboDetail: '/landing/combo-detail/:id',
  orderDetail: '/landing/orders/:id',
} as const;

const authPages = {
  notFound: '/auth/404',
  login: '/auth/login',
  login2: '/auth/login2',
  register: '/auth/register',
  register2: '/auth/register2',
  forgotPassword: '/auth/forgot-password',
  forgotPassword2: '/auth/forgot-password2',
  twoSteps: '/auth/two-steps',
  twoSteps2: '/auth/two-steps2',
  maintenance: '/auth/maintenance',
} as const;

// Issue 32: the restaurant's staff pages (full dashboard layout; remote-staff refuses anyone but staff).
const staffPages = {
  orders: '/staff/orders',
  reservations: '/staff/reservations',
  soldOut: '/staff/sold-out',
  // Issue 32 point 5: the live floor, drawn by remote-reservation.
  floor: '/staff/floor',
  // Issue 55: the manager's back office (the staff workspace; staff get "managers only").
  menu: '/staff/menu',
  vouchers: '/staff/vouchers',
  // Issue 57: the manager's opening hours and booking rules.
  settings: '/staff/settings',
  // Issue 57: the manager's floor plan editor.
  floors: '/staff/floors',
  // Issue 57: the manager's reviews (replies and moderation).
  reviews: '/staff/reviews',
  // Issue 57: the manager's reports.
  reports: '/staff/reports',
  // Issue 57: the back office's audit log.
  audit: '/staff/audit',
} as const;

// Demo pages, one group per demo section module (`demo/AppsSection`...). The keys are the sub-page keys the section
// module renders, so a route table derives both the path and the `page` prop from one entry.
const demoPages = {
  dashboards: pagesUnder('/dashboards', ['ecommerce']),
  apps: {
    ...pagesUnder('/apps', ['contacts']),
    'blog-posts': '/apps/blog/posts',
    ...pagesUnder('/apps', ['chats', 'email', 'notes', 'tickets', 'followers', 'friends', 'gallery', 'calendar']),
  },
  ecommerce: pagesUnder('/apps/ecommerce', ['shop', 'eco-product-list', 'eco-checkout']),
  user: pagesUnder('/user', ['user-profile']),
  'ui-components': pagesUnder('/ui-components', [
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
  ]),
  pages: pagesUnder('/pages', ['casl', 'treeview']),
  tables: pagesUnder('/tables', ['basic', 'enhanced', 'pagination', 'fixed-header', 'collapsible', 'search']),
  forms: {
    ...pagesUnder('/forms/form-elements', [
      'autocomplete',
      'button',
      'checkbox',
      'radio',
      'slider',
      'date-time',
      'switch',
    ]),
    ...pagesUnder('/forms', ['form-layouts', 'form-custom', 'form-wizard', 'form-validation', 'quill-editor']),
  },
  charts: pagesUnder('/charts', [
    'area-chart',
    'line-chart',
    'gredient-chart',
    'candlestick-chart',
    'column-chart',
    'doughnut-pie-chart',
    'radialbar-chart',
  ]),
  widgets: pagesUnder('/widgets', ['cards', 'banners', 'charts']),
} as const;

const demoDetailPatterns = {
  blogDetail: '/apps/blog/detail/:id',
  productDetail: '/apps/ecommerce/detail/:id',
} as const;

/**
 * The demo's first blog post (by its slug: posts are addressed by slug) and first product (by id), as remote-demo's
 * sample data makes them from its fixed seed. The dashboard menu's "Blog detail" and "Product detail" open them, and
 * the accessibility sweep visits them. The host may not import the demo, so they are written here; remote-demo's
 * tests pin them to its generator, so a generator change that moves them fails there instead of a menu item opening
 * "not found".
 */
export const demoFirstRecords = {
  blogPostSlug: 'ten-small-habits-for-a-calmer-morning',
  productId: 368,
} as const;

/**
 * What route tables match: every path of spec section 2, parameters as `:id`. Links use `paths` instead, which
 * fills the parameters in.
 */
export const routePatterns = {
  landing: { ...landingPages, ...landingDetailPatterns },
  auth: authPages,
  staff: staffPages,
  demo: {
    ...demoPages,
    apps: { ...demoPages.apps, 'blog-detail': demoDetailPatterns.blogDetail },
    ecommerce: { ...demoPages.ecommerce, detail: demoDetailPatterns.productDetail },
  },
} as const;

/** Every demo page's pattern, all sections together. */
export const demoRoutePatterns: readonly string[] = Object.values(routePatterns.demo).flatMap((section) =>
  Object.values(section),
);

/** A demo section module's key (`apps`), the same in every route table. */
export type DemoSectionKey = keyof typeof routePatterns.demo;

/** Where a link goes: the pages without a parameter as they are, a builder for each page that takes one. */
export const paths = {
  landing: landingPages,
  auth: authPages,
  staff: staffPages,
  demo: demoPages,
  /** The menu filtered to one category (the food menu reads `?category=`). */
  foodCategory: (categoryId: RouteId) => `${landingPages.food}?category=${encodeURIComponent(String(categoryId))}`,
  /** The audit log narrowed to one kind of record (the audit page reads `?kind=`): a page's own history. */
  auditOf: (kind: string) => `${staffPages.audit}?kind=${encodeURIComponent(kind)}`,
  /** The reservation page opened on the diner's own bookings (the reservation screen reads `?tab=mine`). */
  myReservations: `${landingPages.reservation}?tab=mine`,
  /** The checkout with a voucher code already entered (the cart drawer previews it; the checkout reads `?voucher=`). */
  checkoutWithVoucher: (code: string) => `${landingPages.checkout}?voucher=${encodeURIComponent(code)}`,
  voucherDetail: (id: RouteId) => withId(landingDetailPatterns.voucherDetail, id),
  foodDetail: (id: RouteId) => withId(landingDetailPatterns.foodDetail, id),
  comboDetail: (id: RouteId) => withId(landingDetailPatterns.comboDetail, id),
  orderDetail: (id: RouteId) => withId(landingDetailPatterns.orderDetail, id),
  blogDetail: (id: RouteId) => withId(demoDetailPatterns.blogDetail, id),
  productDetail: (id: RouteId) => withId(demoDetailPatterns.productDetail, id),
  /** The demo's first blog post and first product (`demoFirstRecords`): what the menu's detail items open. */
  firstBlogPost: withId(demoDetailPatterns.blogDetail, demoFirstRecords.blogPostSlug),
  firstProduct: withId(demoDetailPatterns.productDetail, demoFirstRecords.productId),
} as const;
