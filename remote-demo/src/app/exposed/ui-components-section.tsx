// Exposed as `demo/UiComponentsSection`: every /ui-components/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('ui-components', {
  alert: () => import('../../features/ui-components/components/alert-page'),
  accordion: () => import('../../features/ui-components/components/accordion-page'),
  avatar: () => import('../../features/ui-components/components/avatar-page'),
  chip: () => import('../../features/ui-components/components/chip-page'),
  dialog: () => import('../../features/ui-components/components/dialog-page'),
  list: () => import('../../features/ui-components/components/list-page'),
  popover: () => import('../../features/ui-components/components/popover-page'),
  rating: () => import('../../features/ui-components/components/rating-page'),
  tabs: () => import('../../features/ui-components/components/tabs-page'),
  tooltip: () => import('../../features/ui-components/components/tooltip-page'),
  'transfer-list': () => import('../../features/ui-components/components/transfer-list-page'),
  typography: () => import('../../features/ui-components/components/typography-page'),
});
