import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIsAuthenticated } from '@restaurant/shared';
import { Box, IconButton } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';
import { AccountFace, useEmailUndeliverable } from './account-attention';
import { GuestLinkButtons } from './guest-account-links';

const AccountMenu = lazy(() => import('./account-menu'));

/**
 * One of the two faces of the header's account control. Both are always rendered in the same grid cell, so the
 * control keeps one size whoever is signed in: a server-rendered page shows the guest face, and a diner's session
 * (read from storage after hydration) swaps the faces without moving anything. The face not in use is invisible,
 * out of the accessibility tree and out of the tab order.
 */
function Face({ shown, children, hideBelow }: { shown: boolean; children: ReactNode; hideBelow?: 'md' }) {
  return (
    <Box
      gridArea="1 / 1"
      justifySelf="end"
      alignSelf="center"
      hideBelow={hideBelow}
      visibility={shown ? 'visible' : 'hidden'}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
    >
      {children}
    </Box>
  );
}

/**
 * Log in / sign up links for guests, from tablet width up (on phones they do not fit beside the cart and settings:
 * the navigation menu carries them); for a signed-in diner, an account menu that loads on first use.
 */
export function AccountButton() {
  const { t } = hostTranslations.useTranslation();
  const authenticated = useIsAuthenticated();
  const attention = useEmailUndeliverable();
  const [armed, setArmed] = useState(false);

  const plain = (
    <IconButton
      aria-label={t(attention ? 'header.accountNeedsAttention' : 'header.account')}
      aria-haspopup="menu"
      variant="ghost"
      onClick={() => setArmed(true)}
    >
      <AccountFace attention={attention} />
    </IconButton>
  );
  return (
    <Box display="grid">
      <Face shown={!authenticated} hideBelow="md">
        <GuestLinkButtons placement="header" />
      </Face>
      <Face shown={authenticated}>
        {authenticated && armed ? (
          <Suspense fallback={plain}>
            <AccountMenu />
          </Suspense>
        ) : (
          plain
        )}
      </Face>
    </Box>
  );
}
