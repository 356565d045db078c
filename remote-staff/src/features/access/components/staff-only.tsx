import type { ReactNode } from 'react';
import { useAuthHydrated, useCurrentUser } from '@restaurant/shared';
import { currentPathOf, Navigate, signInPathFor, useLocation } from '@restaurant/shared/router';
import { ErrorState, LoadingState } from '@restaurant/shared/ui';
import { accessTranslations } from '../translations';
import { ForbiddenPage } from './forbidden-page';

/**
 * The one gate of every staff page: a signed-out visitor goes to sign in (and comes back here after), a diner gets
 * the 403 page, staff get the page. It lives in remote-staff, not the host, because the host only knows routes; the
 * API refuses the data to anyone but staff whatever this shows, so this is about saying why, not about security.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = accessTranslations.useTranslation();
  const location = useLocation();
  const hydrated = useAuthHydrated();
  const { signedIn, user, error } = useCurrentUser();

  // Before the stored tokens are read, "signed out" is not known yet: redirecting then would lose a session.
  if (!hydrated) return <LoadingState lines={3} label={t('checking')} />;
  if (!signedIn) return <Navigate to={signInPathFor(currentPathOf(location))} replace />;
  if (user === null) {
    return error ? <ErrorState message={error.message} /> : <LoadingState lines={3} label={t('checking')} />;
  }
  if (user.role !== 'staff') return <ForbiddenPage />;
  return <>{children}</>;
}
