import { useAuthHydrated, useIsAuthenticated } from '@restaurant/shared';
import { Navigate, signInPathFor, useLocation } from '@restaurant/shared/router';
import { LoadingState } from '@restaurant/shared/ui';
import type { ReactNode } from 'react';

export interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Renders its children for a signed-in diner; sends anyone else to `/auth/login?redirect=<this page>`, after the
 * stored tokens had their chance to load (at most 5000 ms).
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const hydrated = useAuthHydrated();
  const signedIn = useIsAuthenticated();
  const location = useLocation();
  if (!hydrated) return <LoadingState />;
  if (!signedIn) {
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <>{children}</>;
}
