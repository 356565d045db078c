// Exposed as `demo/ChartsSection`: every /charts/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('charts', {
  'area-chart': () => import('../../features/charts/components/area-chart-page'),
  'line-chart': () => import('../../features/charts/components/line-chart-page'),
  'gredient-chart': () => import('../../features/charts/components/gradient-chart-page'),
  'candlestick-chart': () => import('../../features/charts/components/candlestick-chart-page'),
  'column-chart': () => import('../../features/charts/components/column-chart-page'),
  'doughnut-pie-chart': () => import('../../features/charts/components/doughnut-pie-chart-page'),
  'radialbar-chart': () => import('../../features/charts/components/radialbar-chart-page'),
});
