import { Button, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { commonTranslations, hasRole, useAuthHydrated, useCurrentUser } from '@restaurant/shared';
import type { UserRole } from '@restaurant/shared/contracts';
import {
  currentPathOf,
  Link as RouterLink,
  Navigate,
  paths,
  signInPathFor,
  useLocation,
} from '@restaurant/shared/router';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { StatusPage } from './status-page';

/** The kitchen's swing door, shut: decorative, theme tokens only, so it follows the palette and dark mode. */
function ClosedDoor() {
  return (
    <chakra.svg viewBox="0 0 200 140" width="48" maxW="full" aria-hidden="true" focusable="false">
      <chakra.ellipse cx="100" cy="130" rx="90" ry="8" fill="colorPalette.muted" />
      <chakra.rect x="52" y="12" width="96" height="116" rx="6" fill="colorPalette.solid" />
      <chakra.rect x="60" y="20" width="38" height="102" rx="3" fill="colorPalette.emphasized" />
      <chakra.rect x="102" y="20" width="38" height="102" rx="3" fill="colorPalette.emphasized" />
      <chakra.circle cx="79" cy="52" r="11" fill="colorPalette.contrast" opacity="0.6" />
      <chakra.circle cx="121" cy="52" r="11" fill="colorPalette.contrast" opacity="0.6" />
    </chakra.svg>
  );
}

/** What a signed-in diner sees on a staff page (HTTP's 403, as the API answers them): says so, offers the way home. */
export function ForbiddenPage({ managersOnly = false }: { managersOnly?: boolean }) {
  const { t } = commonTranslations.useTranslation();
  const texts = managersOnly ? 'managersOnly' : 'staffOnly';
  return (
    <StatusPage
      fill="content"
      illustration={<ClosedDoor />}
      code={t(`${texts}.code`)}
      title={t(`${texts}.title`)}
      body={t(`${texts}.body`)}
      action={
        <Button asChild>
          <RouterLink to={managersOnly ? paths.staff.orders : paths.landing.homepage}>{t(`${texts}.home`)}</RouterLink>
        </Button>
      }
    />
  );
}

/**
 * The one gate of every staff page, in remote-staff and the reservation remote's live floor alike: a signed-out visitor
 * goes to sign in (and comes back after), a diner gets the 403 page, staff and managers get the page. The API refuses the data to
 * anyone but staff whatever this shows: this is about saying why, and about not asking for data that will be refused.
 * A manager is staff too; `role="manager"` gates a manager's page (the menu editor, vouchers), and staff get the
 * "managers only" page.
 */
export function StaffOnly({ children, role = 'staff' }: { children: ReactNode; role?: Exclude<UserRole, 'diner'> }) {
  const { t } = commonTranslations.useTranslation();
  const location = useLocation();
  const hydrated = useAuthHydrated();
  const { signedIn, user, error } = useCurrentUser();

  // Before the stored tokens are read, "signed out" is not known yet: redirecting then would lose a session.
  if (!hydrated) return <LoadingState lines={3} label={t('staffOnly.checking')} />;
  if (!signedIn) return <Navigate to={signInPathFor(currentPathOf(location))} replace />;
  if (user === null) {
    return error ? <ErrorState message={error.message} /> : <LoadingState lines={3} label={t('staffOnly.checking')} />;
  }
  if (!hasRole(user.role, 'staff')) return <ForbiddenPage />;
  if (!hasRole(user.role, role)) return <ForbiddenPage managersOnly />;
  return <>{children}</>;
}
