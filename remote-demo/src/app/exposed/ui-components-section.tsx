// Exposed as `demo/UiComponentsSection`: every /ui-components/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('ui-components', [
  'alert',
  'accordion',
  'avatar',
  'chip',
  'dialog',
  'list',
  'popover',
  'rating',
  'tabs',
  'tooltip',
  'transfer-list',
  'typography',
]);
