import { lazy, Suspense, useState } from 'react';
import { useCartCount, useIsAuthenticated, useMyCart } from '@restaurant/shared';
import { Badge, Button } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

// The drawer (and the overlay components it needs) loads on first open, not with the page.
const CartDrawer = lazy(() => import('./cart-drawer').then((module) => ({ default: module.CartDrawer })));

/** A cart button with its count that opens the cart drawer. */
export function CartButton() {
  const { t } = orderingTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const signedIn = useIsAuthenticated();
  const guestCount = useCartCount();
  const serverCart = useMyCart(signedIn);
  const count = signedIn ? (serverCart.data?.itemCount ?? 0) : guestCount;

  return (
    <>
      <Button
        variant="outline"
        aria-label={t('cart.buttonWithCount', { count })}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {/* The space keeps the shown text "Cart 2" (not "Cart2"), which the accessible name must contain. */}
        {`${t('cart.button')} `}
        <Badge colorPalette="red" variant="solid" borderRadius="full" ms="1" aria-hidden="true">
          {count}
        </Badge>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
