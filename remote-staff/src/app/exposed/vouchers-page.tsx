// Exposed as `staff/VouchersPage` (/staff/vouchers): managers only.
import { VouchersPage as Vouchers } from '../../features/vouchers-admin/components/vouchers-page';
import { StaffPage } from '../staff-page';

export default function VouchersPage() {
  return (
    <StaffPage manager>
      <Vouchers />
    </StaffPage>
  );
}
