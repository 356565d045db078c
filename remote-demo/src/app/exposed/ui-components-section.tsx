// Exposed as `demo/UiComponentsSection`: every /ui-components/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('ui-components');
