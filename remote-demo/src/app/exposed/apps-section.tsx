// Exposed as `demo/AppsSection`: every /apps/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('apps');
