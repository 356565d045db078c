// Exposed as `ordering/VoucherDetailPage` (/landing/voucher-detail/:id).
import '../i18n';
export { VoucherDetail as default } from '../../features/vouchers/components/voucher-detail';
