import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { commonTranslations, useAuthHydrated, useCurrentUser } from '@restaurant/shared';
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

/** What a signed-in diner sees on a staff page (HTTP's 403, as the API answers them): says so, offers the way home. */
export function ForbiddenPage() {
  const { t } = commonTranslations.useTranslation();
  const titleId = useId();
  return (
    <Center as="section" aria-labelledby={titleId} minH="60dvh" px="4" py="16">
      <Stack align="center" textAlign="center" gap="5" maxW="lg">
        <Text fontSize="6xl" fontWeight="bold" color="colorPalette.fg" aria-hidden="true" lineHeight="1">
          {t('staffOnly.code')}
        </Text>
        <Heading as="h1" id={titleId} size="2xl">
          {t('staffOnly.title')}
        </Heading>
        <Text color="fg.muted">{t('staffOnly.body')}</Text>
        <Button asChild>
          <RouterLink to={paths.landing.homepage}>{t('staffOnly.home')}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * The gate of a staff page that lives outside remote-staff (the reservation remote's live floor): a signed-out visitor
 * goes to sign in (and comes back after), a diner gets the 403 page, staff get the page. The API refuses the data to
 * anyone but staff whatever this shows: this is about saying why, and about not asking for data that will be refused.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
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
  if (user.role !== 'staff') return <ForbiddenPage />;
  return <>{children}</>;
}
