import type { NavGroup, NavItem, NavLabel } from './nav-items';

// Its own module so the landing layout's chunk (first page) does not carry the dashboard's long menu.
const items = (prefix: string, entries: ReadonlyArray<readonly [NavLabel, string]>): NavItem[] =>
  entries.map(([label, page]) => ({ label, to: `${prefix}/${page}` }));

/** Sidebar / horizontal navigation of the full dashboard layout, with the navigation labels of spec section 2. */
export const DASHBOARD_NAV: readonly NavGroup[] = [
  {
    label: 'dashboards',
    items: [
      { label: 'modern', to: '/landing/homepage' },
      { label: 'ecommerce', to: '/dashboards/ecommerce' },
    ],
  },
  {
    label: 'apps',
    items: [
      { label: 'contacts', to: '/apps/contacts' },
      {
        label: 'blog',
        to: '/apps/blog/posts',
        children: [
          { label: 'posts', to: '/apps/blog/posts' },
          { label: 'detail', to: '/apps/blog/detail/1' },
        ],
      },
      {
        label: 'ecommerce',
        to: '/apps/ecommerce/shop',
        children: [
          { label: 'shop', to: '/apps/ecommerce/shop' },
          { label: 'detail', to: '/apps/ecommerce/detail/1' },
          { label: 'list', to: '/apps/ecommerce/eco-product-list' },
          { label: 'checkout', to: '/apps/ecommerce/eco-checkout' },
        ],
      },
      { label: 'chats', to: '/apps/chats' },
      {
        label: 'users',
        to: '/user/user-profile',
        children: [
          { label: 'profile', to: '/user/user-profile' },
          { label: 'followers', to: '/apps/followers' },
          { label: 'friends', to: '/apps/friends' },
          { label: 'gallery', to: '/apps/gallery' },
        ],
      },
      { label: 'notes', to: '/apps/notes' },
      { label: 'calendar', to: '/apps/calendar' },
      { label: 'email', to: '/apps/email' },
      { label: 'tickets', to: '/apps/tickets' },
    ],
  },
  {
    label: 'pages',
    items: [
      { label: 'casl', to: '/pages/casl' },
      { label: 'treeview', to: '/pages/treeview' },
    ],
  },
  {
    label: 'uiComponents',
    items: items('/ui-components', [
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
        to: '/forms/form-elements/autocomplete',
        children: items('/forms/form-elements', [
          ['autocomplete', 'autocomplete'],
          ['button', 'button'],
          ['checkbox', 'checkbox'],
          ['radio', 'radio'],
          ['slider', 'slider'],
          ['dateTime', 'date-time'],
          ['switch', 'switch'],
        ]),
      },
      ...items('/forms', [
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
    items: items('/tables', [
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
    items: items('/charts', [
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
    items: items('/widgets', [
      ['widgetCards', 'cards'],
      ['widgetBanners', 'banners'],
      ['widgetCharts', 'charts'],
    ]),
  },
];
