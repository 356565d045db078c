// Exposed as `demo/PagesSection`: every /pages/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('pages', {
  casl: () => import('../../features/casl/components/casl-page'),
  treeview: () => import('../../features/treeview/components/treeview-page'),
});
