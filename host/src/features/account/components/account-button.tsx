import { useIsAuthenticated } from '@restaurant/shared';
import { currentPathOf, Link as RouterLink, signInPathFor, useLocation, withRedirect } from '@restaurant/shared/router';
import { Button, HStack, IconButton, UserIcon } from '@restaurant/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * Log in / sign up links for guests (both come back to this page afterwards); for a signed-in diner, an account
 * menu that loads on first use.
 */
export function AccountButton() {
  const { t } = useTranslation('host');
  const authenticated = useIsAuthenticated();
  const location = useLocation();
  const [armed, setArmed] = useState(false);

  if (!authenticated) {
    const here = currentPathOf(location);
    return (
      <HStack gap="2">
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={signInPathFor(here)}>{t('header.login')}</RouterLink>
        </Button>
        <Button asChild size="sm" hideBelow="sm">
          <RouterLink to={withRedirect('/auth/register', here)}>{t('header.register')}</RouterLink>
        </Button>
      </HStack>
    );
  }

  const plain = (
    <IconButton aria-label={t('header.account')} aria-haspopup="menu" variant="ghost" onClick={() => setArmed(true)}>
      <UserIcon />
    </IconButton>
  );
  return armed ? (
    <Suspense fallback={plain}>
      <AccountMenu />
    </Suspense>
  ) : (
    plain
  );
}
