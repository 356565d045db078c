// Exposed as `staff/RestaurantSettingsPage` (/staff/settings): managers only.
import { RestaurantSettingsPage as RestaurantSettings } from '../../features/restaurant-settings/components/restaurant-settings-page';
import { StaffPage } from '../staff-page';

export default function RestaurantSettingsPage() {
  return (
    <StaffPage manager>
      <RestaurantSettings />
    </StaffPage>
  );
}
