// Exposed as `staff/ReviewsAdminPage` (/staff/reviews): managers only.
import { ReviewsAdminPage as Reviews } from '../../features/reviews-admin/components/reviews-admin-page';
import { StaffPage } from '../staff-page';

export default function ReviewsAdminPage() {
  return (
    <StaffPage manager>
      <Reviews />
    </StaffPage>
  );
}
