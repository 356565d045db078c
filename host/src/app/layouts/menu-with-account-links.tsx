import type { ReactNode } from 'react';
import { Stack } from '@restaurant/shared/ui';
import { GuestAccountLinks } from '../../features/account/components/guest-account-links';

export interface MenuWithAccountLinksProps {
  /** The layout's own navigation links. */
  children: ReactNode;
  /** Closes the drawer once a link is followed. */
  onNavigate: () => void;
}

/**
 * The navigation drawer's content: log in / sign up (which the header hides on phones) first, a few Tab presses
 * away even above the dashboard's long menu, then the layout's links.
 */
export function MenuWithAccountLinks({ children, onNavigate }: MenuWithAccountLinksProps) {
  return (
    <Stack gap="6">
      <GuestAccountLinks placement="menu" onNavigate={onNavigate} />
      {children}
    </Stack>
  );
}
