import { useState } from 'react';
import { useIsAuthenticated } from '@restaurant/shared';
import { Link as RouterLink, paths, signInPathFor } from '@restaurant/shared/router';
import { Button } from '@restaurant/shared/ui';
import { CloseButton, Drawer, Portal } from '@restaurant/shared/ui-dialog';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { orderingTranslations } from '../../../lib/translations';
import { useCart } from '../hooks/use-cart';
import { CartLines } from './cart-lines';
import { CartVoucher } from './cart-voucher';

export interface CartDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The cart in a side panel (inline end: right in ltr, left in rtl). */
export function CartDrawer({ open, onOpenChange }: CartDrawerProps) {
  const { t } = orderingTranslations.useTranslation();
  const { t: tCheckout } = checkoutTranslations.useTranslation();
  const signedIn = useIsAuthenticated();
  const cart = useCart();
  const [voucherCode, setVoucherCode] = useState('');
  const close = () => onOpenChange(false);
  // The code checked here goes along to the checkout. A guest signs in first and then lands on the checkout, with
  // the lines of this device moved to the account (a guest's cart has no server total to check a voucher against).
  const checkoutPath = !signedIn
    ? signInPathFor(paths.landing.checkout)
    : voucherCode === ''
      ? paths.landing.checkout
      : paths.checkoutWithVoucher(voucherCode);

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
              {cart.mode === 'server' && cart.lines.length > 0 && cart.total !== null ? (
                <CartVoucher cartTotal={cart.total} code={voucherCode} onCodeChange={setVoucherCode} />
              ) : null}
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={close}>
                {t('cart.continue')}
              </Button>
              {cart.lines.length > 0 ? (
                <Button asChild onClick={close} disabled={cart.isUpdating}>
                  <RouterLink to={checkoutPath}>{tCheckout('cart.checkout')}</RouterLink>
                </Button>
              ) : null}
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
