// Exposed as `ordering/VoucherDetailPage` (/landing/voucher-detail/:id).
export { VoucherDetail as default } from '../../features/vouchers/components/voucher-detail';
