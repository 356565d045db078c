// Exposed as `demo/DashboardsSection`: every /dashboards/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('dashboards', {
  ecommerce: () => import('../../features/ecommerce-dashboard/components/ecommerce-dashboard-page'),
});
