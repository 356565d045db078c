// Exposed as `ordering/VoucherListPage` (/landing/voucher).
import '../i18n';
export { VoucherList as default } from '../../features/vouchers/components/voucher-list';
