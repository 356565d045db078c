// Exposed as `demo/UserSection`: every /user/... page of the demo, one lazy chunk per page.
import { createDemoSection } from '../demo-section';

export default createDemoSection('user', {
  'user-profile': () => import('../../features/user-profile/components/user-profile-page'),
});
