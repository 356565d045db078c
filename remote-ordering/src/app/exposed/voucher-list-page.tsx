// Exposed as `ordering/VoucherListPage` (/landing/voucher).
export { VoucherListPagePlaceholder as default } from '../placeholder-pages';
