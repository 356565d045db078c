import type { Translated } from '@restaurant/shared';
const en = {
  caption: 'Sample products',
  search: { label: 'Search products', placeholder: 'Title or category' },
  selectedCount: 'Selected: {{count}}',
  deleteSelected: 'Delete selected',
  columns: { title: 'Product', category: 'Category', created: 'Date', stock: 'Status', price: 'Price' },
  selectAll: 'Select all products',
  selectRow: 'Select {{title}}',
  stock: { in: 'In stock', out: 'Out of stock' },
  rowsPerPage: 'Rows per page',
  dense: 'Dense rows',
  range: '{{from}}–{{to}} of {{total}}',
  pagination: {
    label: 'Product pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{total}}',
  },
  dialog: {
    title: 'Delete the selected products?',
    description: 'Products to delete: {{count}}. They leave the list for the rest of this session.',
    cancel: 'Cancel',
    confirm: 'Delete',
  },
  deleted: 'Products deleted: {{count}}',
  empty: { title: 'No products found', description: 'Try another search.' },
  error: 'The products could not be loaded',
  categories: { books: 'Books', fashion: 'Fashion', electronics: 'Electronics', toys: 'Toys' },
};

export type ProductListTexts = Translated<typeof en>;
export default en;
