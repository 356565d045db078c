import { Button } from '@restaurant/shared/ui';
import { CloseButton, Drawer, Portal } from '@restaurant/shared/ui-dialog';
import { orderingTranslations } from '../../../lib/translations';
import { useCart } from '../hooks/use-cart';
import { CartLines } from './cart-lines';

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart in a side panel (inline end: right in ltr, left in rtl). */
export function CartDrawer({ open, onOpenChange }: CartDrawerProps) {
  const { t } = orderingTranslations.useTranslation();
  const cart = useCart();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('cart.title', { count: cart.count })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <CartLines cart={cart} onNavigate={close} />
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={close}>
                {t('cart.continue')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('cart.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
