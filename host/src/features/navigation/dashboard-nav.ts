import { hasRole } from '@restaurant/shared';
import type { UserRole } from '@restaurant/shared/contracts';
import { paths } from '@restaurant/shared/router';
import type { HostDashboardTranslations } from '../../locales/dashboard/en';
import type { NavItem } from './nav-items';

// Its own module so the landing layout's chunk (first page) does not carry the dashboard's long menu; its labels are
// the `hostDashboard` namespace's (lib/dashboard-translations.ts), which only the dashboard navigation downloads.

export type DashboardNavLabel = keyof HostDashboardTranslations['nav'];

export type DashboardNavItem = NavItem<DashboardNavLabel>;

/**
 * A heading over related links (Blog: Posts, Blog detail). It has no page of its own, so it is a label, not a link:
 * a link to its first child would be a second link to the same page under another name.
 */
export interface NavBranch {
  label: DashboardNavLabel;
  children: readonly DashboardNavItem[];
}

export type DashboardNavEntry = DashboardNavItem | NavBranch;

/** A top-level section: a sidebar heading, or one dropdown of the horizontal layout. */
export interface DashboardNavGroup {
  label: DashboardNavLabel;
  items: readonly DashboardNavEntry[];
  /** Shown only to a signed-in user with this role or a higher one (a manager is staff too); everyone sees a group without one. */
  forRole?: UserRole;
}

/**
 * Which navigation a dashboard-framed layout shows: `demo`, the template's (the `full` layout); `staff`, the
 * restaurant's back office (the `staff` layout), its tasks only.
 */
export type NavWorkspace = 'demo' | 'staff';

/** The groups a user with `role` (null: signed out) sees in `workspace`, in menu order. */
export function navGroupsFor(role: UserRole | null, workspace: NavWorkspace = 'demo'): readonly DashboardNavGroup[] {
  const groups = workspace === 'staff' ? STAFF_NAV : DASHBOARD_NAV;
  return groups.filter((group) => group.forRole === undefined || hasRole(role, group.forRole));
}

export function isNavBranch(entry: DashboardNavEntry): entry is NavBranch {
  return 'children' in entry;
}

/** One link per `[label, sub-page key]` of a demo section's pages (`paths.demo.tables`). */
const items = <Page extends string>(
  section: Readonly<Record<Page, string>>,
  entries: ReadonlyArray<readonly [DashboardNavLabel, Page]>,
): DashboardNavItem[] => entries.map(([label, page]) => ({ label, to: section[page] }));

const { apps, ecommerce } = paths.demo;

/** The restaurant's daily work: for staff and managers. */
const STAFF_GROUP: DashboardNavGroup = {
  label: 'staff',
  forRole: 'staff',
  items: [
    { label: 'ordersBoard', to: paths.staff.orders },
    { label: 'todaysReservations', to: paths.staff.reservations },
    { label: 'soldOut', to: paths.staff.soldOut },
    { label: 'liveFloor', to: paths.staff.floor },
  ],
};

/**
 * The back office's navigation (the `staff` layout, issue 55): the restaurant's tasks and nothing of the template
 * demo. The manager's group (the menu, vouchers) shows to managers only.
 */
export const STAFF_NAV: readonly DashboardNavGroup[] = [
  STAFF_GROUP,
  {
    label: 'management',
    forRole: 'manager',
    items: [
      { label: 'menuEditor', to: paths.staff.menu },
      { label: 'vouchersAdmin', to: paths.staff.vouchers },
      { label: 'restaurantSettings', to: paths.staff.settings },
      { label: 'floorEditor', to: paths.staff.floors },
      { label: 'reviewsAdmin', to: paths.staff.reviews },
      { label: 'reports', to: paths.staff.reports },
      { label: 'auditLog', to: paths.staff.audit },
    ],
  },
];

/**
 * Sidebar / horizontal navigation of the full dashboard layout, with the navigation labels of spec section 2.
 * Every link has its own name ("Blog detail" and "Product detail", not two "Detail"; "Product list" beside the
 * UI components' "List"): a screen reader's list of links, or a voice command, must tell them apart.
 */
export const DASHBOARD_NAV: readonly DashboardNavGroup[] = [
  // First: the way into the back office, for the people who work there. The staff pages turn away anyone else
  // anyway; hiding the group keeps diners from links that only answer "staff only".
  STAFF_GROUP,
  {
    label: 'dashboards',
    items: [
      { label: 'modern', to: paths.landing.homepage },
      { label: 'ecommerce', to: paths.demo.dashboards.ecommerce },
    ],
  },
  {
    label: 'apps',
    items: [
      { label: 'contacts', to: apps.contacts },
      {
        label: 'blog',
        children: [
          { label: 'posts', to: apps['blog-posts'] },
          { label: 'blogDetail', to: paths.firstBlogPost },
        ],
      },
      {
        label: 'ecommerce',
        children: [
          { label: 'shop', to: ecommerce.shop },
          { label: 'productDetail', to: paths.firstProduct },
          { label: 'productList', to: ecommerce['eco-product-list'] },
          { label: 'checkout', to: ecommerce['eco-checkout'] },
        ],
      },
      { label: 'chats', to: apps.chats },
      {
        label: 'users',
        children: [
          { label: 'profile', to: paths.demo.user['user-profile'] },
          { label: 'followers', to: apps.followers },
          { label: 'friends', to: apps.friends },
          { label: 'gallery', to: apps.gallery },
        ],
      },
      { label: 'notes', to: apps.notes },
      { label: 'calendar', to: apps.calendar },
      { label: 'email', to: apps.email },
      { label: 'tickets', to: apps.tickets },
    ],
  },
  {
    label: 'pages',
    items: [
      { label: 'casl', to: paths.demo.pages.casl },
      { label: 'treeview', to: paths.demo.pages.treeview },
    ],
  },
  {
    label: 'uiComponents',
    items: items(paths.demo['ui-components'], [
      ['alert', 'alert'],
      ['accordion', 'accordion'],
      ['avatar', 'avatar'],
      ['chip', 'chip'],
      ['dialog', 'dialog'],
      ['listDemo', 'list'],
      ['popover', 'popover'],
      ['rating', 'rating'],
      ['tabs', 'tabs'],
      ['tooltip', 'tooltip'],
      ['transferList', 'transfer-list'],
      ['typography', 'typography'],
    ]),
  },
  {
    label: 'forms',
    items: [
      {
        label: 'formElements',
        children: items(paths.demo.forms, [
          ['autocomplete', 'autocomplete'],
          ['button', 'button'],
          ['checkbox', 'checkbox'],
          ['radio', 'radio'],
          ['slider', 'slider'],
          ['dateTime', 'date-time'],
          ['switch', 'switch'],
        ]),
      },
      ...items(paths.demo.forms, [
        ['formLayouts', 'form-layouts'],
        ['formCustom', 'form-custom'],
        ['formWizard', 'form-wizard'],
        ['formValidation', 'form-validation'],
        ['quillEditor', 'quill-editor'],
      ]),
    ],
  },
  {
    label: 'tables',
    items: items(paths.demo.tables, [
      ['basicTable', 'basic'],
      ['enhancedTable', 'enhanced'],
      ['paginationTable', 'pagination'],
      ['fixedHeaderTable', 'fixed-header'],
      ['collapsibleTable', 'collapsible'],
      ['searchTable', 'search'],
    ]),
  },
  {
    label: 'charts',
    items: items(paths.demo.charts, [
      ['areaChart', 'area-chart'],
      ['lineChart', 'line-chart'],
      ['gradientChart', 'gredient-chart'],
      ['candlestickChart', 'candlestick-chart'],
      ['columnChart', 'column-chart'],
      ['doughnutPieChart', 'doughnut-pie-chart'],
      ['radialbarChart', 'radialbar-chart'],
    ]),
  },
  {
    label: 'widgets',
    items: items(paths.demo.widgets, [
      ['widgetCards', 'cards'],
      ['widgetBanners', 'banners'],
      ['widgetCharts', 'charts'],
    ]),
  },
];
