// Exposed as `demo/WidgetsSection`: every /widgets/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('widgets', {
  cards: () => import('../../features/widgets/components/cards-page'),
  banners: () => import('../../features/widgets/components/banners-page'),
  charts: () => import('../../features/widgets/components/widget-charts-page'),
});
