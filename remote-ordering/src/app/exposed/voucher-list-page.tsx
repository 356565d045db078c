// Exposed as `ordering/VoucherListPage` (/landing/voucher).
export { VoucherList as default } from '../../features/vouchers/components/voucher-list';
