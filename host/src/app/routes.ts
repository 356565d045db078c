// The host's entry reads this table before the federation's shared modules are ready (to preload the first page's
// remote), so the paths come from `@restaurant/shared/paths`, a plain module, and the router only as types.
import { routePatterns, type DemoSectionKey } from '@restaurant/shared/paths';
import type { RemoteModuleId } from '@restaurant/shared/router';

/**
 * `full`: the template's dashboard (its demo navigation); `staff`: the restaurant's back office, the same frame with
 * the restaurant's tasks only (issue 55).
 */
export type LayoutName = 'landing' | 'auth' | 'full' | 'staff';

export interface PageRoute {
  path: string;
  layout: LayoutName;
  /** The exposed remote module that renders the page. */
  module: RemoteModuleId;
  /** Sub-page key inside a demo section module. */
  page?: string;
}

/** The two redirect targets: `/` goes home, anything unknown to the 404 page. */
export const HOME_PATH = routePatterns.landing.homepage;
export const NOT_FOUND_PATH = routePatterns.auth.notFound;

const landing = (path: string, module: RemoteModuleId): PageRoute => ({ path, layout: 'landing', module });
const auth = (path: string, module: RemoteModuleId): PageRoute => ({ path, layout: 'auth', module });
const full = (path: string, module: RemoteModuleId, page?: string): PageRoute =>
  page === undefined ? { path, layout: 'full', module } : { path, layout: 'full', module, page };
const staff = (path: string, module: RemoteModuleId): PageRoute => ({ path, layout: 'staff', module });

/** The remote module of each demo section; its pages and their sub-page keys come from `routePatterns.demo`. */
const DEMO_SECTION_MODULES: Record<DemoSectionKey, RemoteModuleId> = {
  dashboards: 'demo/DashboardsSection',
  apps: 'demo/AppsSection',
  ecommerce: 'demo/EcommerceSection',
  user: 'demo/UserSection',
  'ui-components': 'demo/UiComponentsSection',
  pages: 'demo/PagesSection',
  tables: 'demo/TablesSection',
  forms: 'demo/FormsSection',
  charts: 'demo/ChartsSection',
  widgets: 'demo/WidgetsSection',
};

const { landing: landingPaths, auth: authPaths, staff: staffPaths } = routePatterns;

/** Every path of spec section 2, once, with its layout and the remote module that renders it. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  // Landing layout: the restaurant's product pages.
  landing(landingPaths.homepage, 'ordering/HomePage'),
  landing(landingPaths.food, 'ordering/FoodMenuPage'),
  landing(landingPaths.review, 'ordering/ReviewPage'),
  landing(landingPaths.reviews, 'ordering/PersonalReviewsPage'),
  landing(landingPaths.voucher, 'ordering/VoucherListPage'),
  landing(landingPaths.voucherDetail, 'ordering/VoucherDetailPage'),
  landing(landingPaths.comboDetailV1, 'ordering/ComboDetailV1Page'),
  landing(landingPaths.reservation, 'reservation/ReservationPage'),
  // Issue 18: ordering the cart, then following the order.
  landing(landingPaths.checkout, 'ordering/CheckoutPage'),
  landing(landingPaths.orders, 'ordering/MyOrdersPage'),
  landing(landingPaths.orderDetail, 'ordering/OrderDetailPage'),
  // The spec places these two inside the full dashboard layout.
  full(landingPaths.foodDetail, 'ordering/FoodDetailPage'),
  full(landingPaths.comboDetail, 'ordering/ComboDetailPage'),

  // Blank auth layout.
  auth(authPaths.notFound, 'auth/NotFoundPage'),
  auth(authPaths.login, 'auth/LoginPage'),
  auth(authPaths.login2, 'auth/Login2Page'),
  auth(authPaths.register, 'auth/RegisterPage'),
  auth(authPaths.register2, 'auth/Register2Page'),
  auth(authPaths.forgotPassword, 'auth/ForgotPasswordPage'),
  auth(authPaths.forgotPassword2, 'auth/ForgotPassword2Page'),
  auth(authPaths.twoSteps, 'auth/TwoStepsPage'),
  auth(authPaths.twoSteps2, 'auth/TwoSteps2Page'),
  auth(authPaths.maintenance, 'auth/MaintenancePage'),

  // The back-office layout: the restaurant's staff pages (issue 32) and the manager's (issue 55); each page turns
  // away anyone but staff (a manager is staff too), and the manager's pages anyone but a manager.
  staff(staffPaths.orders, 'staff/OrdersBoardPage'),
  staff(staffPaths.reservations, 'staff/HostStandPage'),
  staff(staffPaths.soldOut, 'staff/SoldOutPage'),
  staff(staffPaths.floor, 'reservation/StaffFloorPage'),
  staff(staffPaths.menu, 'staff/MenuEditorPage'),
  staff(staffPaths.vouchers, 'staff/VouchersPage'),
  staff(staffPaths.settings, 'staff/RestaurantSettingsPage'),
  staff(staffPaths.floors, 'staff/FloorEditorPage'),
  staff(staffPaths.reviews, 'staff/ReviewsAdminPage'),
  staff(staffPaths.reports, 'staff/ReportsPage'),
  staff(staffPaths.audit, 'staff/AuditLogPage'),

  // Full dashboard layout: the template demo pages (sample data), one section module each.
  ...Object.entries(DEMO_SECTION_MODULES).flatMap(([section, module]) =>
    Object.entries(routePatterns.demo[section as DemoSectionKey]).map(([page, path]) => full(path, module, page)),
  ),
];

/** Paths that only redirect: `/` to the homepage; anything unknown to the 404 page. */
export const REDIRECTS = [
  { path: '/', to: HOME_PATH },
  { path: '*', to: NOT_FOUND_PATH },
] as const;
