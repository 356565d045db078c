import { onApiMaintenance } from '@restaurant/shared';
import { currentPathOf, useLocation, useNavigate, withRedirect } from '@restaurant/shared/router';
import { useEffect, useRef } from 'react';

export const MAINTENANCE_PATH = '/auth/maintenance';

/**
 * Whenever an API call answers 503 `MAINTENANCE`, the diner is taken to `/auth/maintenance?redirect=<this page>`
 * (its retry button brings them back). Several calls failing at once navigate once.
 */
export function useMaintenanceRedirect(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const here = useRef(currentPathOf(location));

  useEffect(() => {
    here.current = currentPathOf(location);
  }, [location]);

  useEffect(
    () =>
      onApiMaintenance(() => {
        if (here.current.startsWith(MAINTENANCE_PATH)) return;
        const target = withRedirect(MAINTENANCE_PATH, here.current);
        here.current = MAINTENANCE_PATH;
        void navigate(target, { replace: true });
      }),
    [navigate],
  );
}
