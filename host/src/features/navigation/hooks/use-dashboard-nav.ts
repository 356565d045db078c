import { useCurrentUser } from '@restaurant/shared';
import { navGroupsFor, type DashboardNavGroup } from '../dashboard-nav';

/** The dashboard menu for whoever is signed in: the Staff group appears once the account says it is staff. */
export function useDashboardNav(): readonly DashboardNavGroup[] {
  const { user } = useCurrentUser();
  return navGroupsFor(user?.role ?? null);
}
