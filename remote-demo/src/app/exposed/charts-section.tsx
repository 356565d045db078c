// Exposed as `demo/ChartsSection`: every /charts/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('charts');
