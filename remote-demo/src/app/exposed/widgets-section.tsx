// Exposed as `demo/WidgetsSection`: every /widgets/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('widgets');
