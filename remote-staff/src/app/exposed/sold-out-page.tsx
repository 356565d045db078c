// Exposed as `staff/SoldOutPage` (/staff/sold-out).
import { SoldOutPage as SoldOut } from '../../features/sold-out/components/sold-out-page';
import { StaffPage } from '../staff-page';

export default function SoldOutPage() {
  return (
    <StaffPage>
      <SoldOut />
    </StaffPage>
  );
}
