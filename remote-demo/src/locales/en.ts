import type { Translated } from '@restaurant/shared';
/** `demo`: the demo area's own words (section and page titles); each demo feature keeps its page's words in its own namespace. */
const en = {
  dashboards: {
    section: 'Dashboards',
    pages: {
      ecommerce: 'Ecommerce dashboard',
    },
  },
  apps: {
    section: 'Apps',
    pages: {
      contacts: 'Contacts',
      'blog-posts': 'Posts',
      'blog-detail': 'Blog detail',
      chats: 'Chats',
      email: 'Email',
      notes: 'Notes',
      tickets: 'Tickets',
      followers: 'Followers',
      friends: 'Friends',
      gallery: 'Gallery',
      calendar: 'Calendar',
    },
  },
  ecommerce: {
    section: 'Ecommerce',
    pages: {
      shop: 'Shop',
      'eco-product-list': 'Product list',
      'eco-checkout': 'Checkout',
      detail: 'Product detail',
    },
  },
  user: {
    section: 'Users',
    pages: {
      'user-profile': 'User profile',
    },
  },
  'ui-components': {
    section: 'UI components',
    pages: {
      alert: 'Alert',
      accordion: 'Accordion',
      avatar: 'Avatar',
      chip: 'Chip',
      dialog: 'Dialog',
      list: 'List',
      popover: 'Popover',
      rating: 'Rating',
      tabs: 'Tabs',
      tooltip: 'Tooltip',
      'transfer-list': 'Transfer list',
      typography: 'Typography',
    },
  },
  pages: {
    section: 'Pages',
    pages: {
      casl: 'Permissions (CASL)',
      treeview: 'Tree view',
    },
  },
  tables: {
    section: 'Tables',
    pages: {
      basic: 'Basic table',
      enhanced: 'Enhanced table',
      pagination: 'Pagination table',
      'fixed-header': 'Fixed header table',
      collapsible: 'Collapsible table',
      search: 'Search table',
    },
  },
  forms: {
    section: 'Forms',
    pages: {
      autocomplete: 'Autocomplete',
      button: 'Button',
      checkbox: 'Checkbox',
      radio: 'Radio',
      slider: 'Slider',
      'date-time': 'Date & time',
      switch: 'Switch',
      'form-layouts': 'Form layouts',
      'form-custom': 'Custom form',
      'form-wizard': 'Form wizard',
      'form-validation': 'Form validation',
      'quill-editor': 'Quill editor',
    },
  },
  charts: {
    section: 'Charts',
    pages: {
      'area-chart': 'Area chart',
      'line-chart': 'Line chart',
      'gredient-chart': 'Gradient chart',
      'candlestick-chart': 'Candlestick chart',
      'column-chart': 'Column chart',
      'doughnut-pie-chart': 'Doughnut & pie charts',
      'radialbar-chart': 'Radial bar chart',
    },
  },
  widgets: {
    section: 'Widgets',
    pages: {
      cards: 'Cards',
      banners: 'Banners',
      charts: 'Charts',
    },
  },
};

export type DemoTexts = Translated<typeof en>;
export default en;
