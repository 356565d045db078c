// Exposed as `demo/TablesSection`: every /tables/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('tables', {
  basic: () => import('../../features/tables/components/basic-tables-page'),
  enhanced: () => import('../../features/tables/components/enhanced-table-page'),
  pagination: () => import('../../features/tables/components/pagination-table-page'),
  'fixed-header': () => import('../../features/tables/components/fixed-header-table-page'),
  collapsible: () => import('../../features/tables/components/collapsible-table-page'),
  search: () => import('../../features/tables/components/search-table-page'),
});
