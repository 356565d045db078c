// Exposed as `staff/HostStandPage` (/staff/reservations).
import { HostStandPage as HostStand } from '../../features/host-stand/components/host-stand-page';
import { StaffPage } from '../staff-page';

export default function HostStandPage() {
  return (
    <StaffPage>
      <HostStand />
    </StaffPage>
  );
}
