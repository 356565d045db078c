import { useEffect, useRef } from 'react';
import { onApiMaintenance } from '@restaurant/shared';
import { currentPathOf, paths, useLocation, useNavigate, withRedirect } from '@restaurant/shared/router';

/**
 * Whenever an API call answers 503 `MAINTENANCE`, the diner is taken to the maintenance page with
 * `?redirect=<this page>` (its retry button brings them back). Several calls failing at once navigate once.
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
        if (here.current.startsWith(paths.auth.maintenance)) return;
        const target = withRedirect(paths.auth.maintenance, here.current);
        here.current = paths.auth.maintenance;
        void navigate(target, { replace: true });
      }),
    [navigate],
  );
}
