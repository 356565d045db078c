import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@restaurant/shared/ui-dialog';
import { hostTranslations } from '../../../lib/translations';

export interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: (close: () => void) => ReactNode;
}

/** Small-screen navigation; loaded the first time it is opened. */
export default function NavigationDrawer({ open, onOpenChange, children }: NavigationDrawerProps) {
  const { t } = hostTranslations.useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('brand')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2">{children(close)}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:a11y.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
