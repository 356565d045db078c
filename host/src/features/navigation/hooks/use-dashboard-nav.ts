import { useCurrentUser } from '@restaurant/shared';
import { navGroupsFor, type DashboardNavGroup, type NavWorkspace } from '../dashboard-nav';

/**
 * The menu of `workspace` for whoever is signed in: the Staff group appears once the account says it is staff (or
 * manager), the manager's group once it says manager.
 */
export function useDashboardNav(workspace: NavWorkspace = 'demo'): readonly DashboardNavGroup[] {
  const { user } = useCurrentUser();
  return navGroupsFor(user?.role ?? null, workspace);
}
