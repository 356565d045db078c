// Exposed as `staff/AuditLogPage` (/staff/audit): managers only.
import { AuditLogPage as AuditLog } from '../../features/audit-log/components/audit-log-page';
import { StaffPage } from '../staff-page';

export default function AuditLogPage() {
  return (
    <StaffPage manager>
      <AuditLog />
    </StaffPage>
  );
}
