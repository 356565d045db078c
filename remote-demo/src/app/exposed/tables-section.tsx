// Exposed as `demo/TablesSection`: every /tables/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('tables');
