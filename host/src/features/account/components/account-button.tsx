import { lazy, Suspense, useState } from 'react';
import { useIsAuthenticated } from '@restaurant/shared';
import { Box, IconButton, UserIcon } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';
import { GuestAccountLinks } from './guest-account-links';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * Log in / sign up links for guests, from tablet width up (on phones they do not fit beside the cart and settings:
 * the navigation menu carries them); for a signed-in diner, an account menu that loads on first use.
 */
export function AccountButton() {
  const { t } = hostTranslations.useTranslation();
  const authenticated = useIsAuthenticated();
  const [armed, setArmed] = useState(false);

  if (!authenticated) {
    return (
      <Box hideBelow="md">
        <GuestAccountLinks placement="header" />
      </Box>
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
