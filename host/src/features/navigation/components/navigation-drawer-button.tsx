import { lazy, Suspense, useState, type ReactNode } from 'react';
import { IconButton, MenuIcon } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';

const NavigationDrawer = lazy(() => import('./navigation-drawer'));

export interface NavigationDrawerButtonProps {
  /** The navigation to show, given a function that closes the drawer after a link is followed. */
  children: (close: () => void) => ReactNode;
  hideFrom?: 'md' | 'lg';
}

/** Hamburger button for small screens; the drawer code loads on first use. */
export function NavigationDrawerButton({ children, hideFrom = 'md' }: NavigationDrawerButtonProps) {
  const { t } = hostTranslations.useTranslation();
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={t('header.openNavigation')}
        aria-expanded={open}
        variant="ghost"
        hideFrom={hideFrom}
        onClick={() => {
          setArmed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {armed ? (
        <Suspense fallback={null}>
          <NavigationDrawer open={open} onOpenChange={setOpen}>
            {children}
          </NavigationDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
