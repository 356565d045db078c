// Exposed as `ordering/VoucherDetailPage` (/landing/voucher-detail/:id).
export { VoucherDetailPagePlaceholder as default } from '../placeholder-pages';
