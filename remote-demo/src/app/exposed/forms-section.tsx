// Exposed as `demo/FormsSection`: every /forms/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('forms');
