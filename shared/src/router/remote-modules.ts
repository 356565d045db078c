import type { ComponentType } from 'react';

/**
 * Every module each remote exposes. The remotes' webpack configs derive `exposes` from this list and the host types
 * `loadRemote()` with it, so a page cannot be routed to unless its remote really exposes it.
 */
export const REMOTE_EXPOSES = {
  ordering: [
    'HomePage',
    'FoodMenuPage',
    'FoodDetailPage',
    'ComboDetailPage',
    'ComboDetailV1Page',
    'VoucherListPage',
    'VoucherDetailPage',
    'ReviewPage',
    'PersonalReviewsPage',
    // Issue 18: the checkout and the diner's orders (lazy routes: nothing of them is on the homepage).
    'CheckoutPage',
    'MyOrdersPage',
    'OrderDetailPage',
    // Header widget: the cart count and drawer (the drawer itself loads on first open).
    'CartButton',
  ],
  // Issue 32 point 5: the floor plan in the staff's live mode (/staff/floor); the page checks the role itself.
  reservation: ['ReservationPage', 'StaffFloorPage'],
  auth: [
    'LoginPage',
    'Login2Page',
    'RegisterPage',
    'Register2Page',
    'ForgotPasswordPage',
    'ForgotPassword2Page',
    'TwoStepsPage',
    'TwoSteps2Page',
    'MaintenancePage',
    'NotFoundPage',
    // Mounted by the host's layouts once a session has ended on its own.
    'SessionExpiredNotice',
  ],
  // One module per demo section; each section loads only the sub-page its route asks for.
  demo: [
    'DashboardsSection',
    'AppsSection',
    'EcommerceSection',
    'UserSection',
    'UiComponentsSection',
    'PagesSection',
    'TablesSection',
    'FormsSection',
    'ChartsSection',
    'WidgetsSection',
    // Header widget: the demo shop's cart, shown by the dashboard layout on demo pages instead of the restaurant's.
    'CartButton',
  ],
  // Issue 32: the restaurant's staff (kitchen board, host stand, sold-out dishes); every page checks the role itself.
  // Issue 55: the manager's menu editor and vouchers.
  staff: [
    'OrdersBoardPage',
    'HostStandPage',
    'SoldOutPage',
    'MenuEditorPage',
    'VouchersPage',
    'RestaurantSettingsPage',
    'FloorEditorPage',
    'ReviewsAdminPage',
    'ReportsPage',
    'AuditLogPage',
  ],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;

export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${(typeof REMOTE_EXPOSES)[R][number]}`;
}[RemoteName];

/** Props the host passes to a remote page; sections use `page` to pick their sub-page. */
export interface RemotePageProps {
  page?: string;
  /**
   * Header widgets: the host's stand-in was clicked before the widget arrived, so it opens what its own click opens
   * (the cart drawer) once, as it mounts.
   */
  openOnMount?: boolean;
  /** Header widgets: the host's stand-in had the keyboard focus when the widget replaced it, so it takes it. */
  focusOnMount?: boolean;
}

/** Shape of every exposed module (pages and the header widgets alike). */
export interface RemotePageModule {
  default: ComponentType<RemotePageProps>;
}

/** `HomePage` -> `home-page`: the file that implements an exposed module is `src/app/exposed/<kebab>.tsx`. */
export function exposedFileName(exposedName: string): string {
  return exposedName
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}
