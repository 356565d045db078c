import type { Translated } from '@restaurant/shared';
const en = {
  columns: {
    id: 'Order',
    customer: 'Customer',
    product: 'Product',
    status: 'Status',
    amount: 'Amount',
    date: 'Date',
    quantity: 'Quantity',
  },
  status: { delivered: 'Delivered', pending: 'Pending', shipped: 'Shipped', cancelled: 'Cancelled' },
  orderNumber: '#{{id}}',
  basic: {
    description: 'Clear tables for any list, in your brand colour: plain, striped, with photos and status badges.',
    simple: 'Simple table',
    simpleCaption: 'The five latest orders',
    striped: 'Striped table with column borders',
    avatars: 'Customers with avatars and status',
    small: 'Small interactive table',
  },
  enhanced: {
    description:
      'Sort any column, select rows to delete them together, page through the orders and switch to a compact view.',
    title: 'Orders',
    selectAll: 'Select all rows on this page',
    selectRow: 'Select order {{id}}',
    selected: 'Selected: {{count}}',
    deleteSelected: 'Delete selected',
    deleted: 'Orders deleted: {{count}}',
    dense: 'Dense rows',
    sortBy: 'Sort by {{column}}',
    empty: 'No orders left',
    reset: 'Restore the orders',
  },
  paging: {
    rowsPerPage: 'Rows per page',
    all: 'All',
    range: '{{from}}–{{to}} of {{total}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    navigation: 'Pages of {{table}}',
  },
  pagination: {
    description: 'Page through 42 orders: first, previous, next and last, with 5, 10, 25 or all rows per page.',
    title: 'Paged orders',
  },
  fixedHeader: {
    description: 'The column titles stay in view while you scroll through the orders.',
    title: 'Orders with a sticky header',
    region: 'Orders, scrollable',
  },
  collapsible: {
    description: 'Each order opens to show its purchase history.',
    title: 'Orders with history',
    history: 'History',
    historyOf: 'Purchase history of order {{id}}',
    expand: 'Show history of order {{id}}',
    collapse: 'Hide history of order {{id}}',
  },
  search: {
    description: 'Rows are filtered as you type, by customer, product or status.',
    title: 'Search orders',
    label: 'Search orders',
    placeholder: 'Customer, product or status',
    results: 'Orders found: {{count}}',
    noResults: 'No order matches “{{query}}”',
  },
};

export type TablesTexts = Translated<typeof en>;
export default en;
