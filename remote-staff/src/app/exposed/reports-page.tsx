// Exposed as `staff/ReportsPage` (/staff/reports): managers only.
import { ReportsPage as Reports } from '../../features/reports/components/reports-page';
import { StaffPage } from '../staff-page';

export default function ReportsPage() {
  return (
    <StaffPage manager>
      <Reports />
    </StaffPage>
  );
}
