import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCartCount, useIsAuthenticated, useMyCart } from '@restaurant/shared';
import type { RemotePageProps } from '@restaurant/shared/router';
import { Badge, Button } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

// The drawer (and the overlay components it needs) loads on first open, not with the page.
const CartDrawer = lazy(() => import('./cart-drawer').then((module) => ({ default: module.CartDrawer })));

/**
 * A cart button with its count that opens the cart drawer. The host mounts it in place of its own stand-in: if that
 * was clicked before this arrived it asks for the drawer open at once (`openOnMount`), if it had the focus this takes
 * it (`focusOnMount`), so a keyboard user's Enter lands on this button.
 */
export function CartButton({ openOnMount = false, focusOnMount = false }: RemotePageProps) {
  const { t } = orderingTranslations.useTranslation();
  const [open, setOpen] = useState(openOnMount);
  const [opened, setOpened] = useState(openOnMount);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Only the first mount: the host's stand-in is gone from then on.
    if (focusOnMount && !openOnMount) button.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const signedIn = useIsAuthenticated();
  const guestCount = useCartCount();
  const serverCart = useMyCart(signedIn);
  const count = signedIn ? (serverCart.data?.itemCount ?? 0) : guestCount;

  return (
    <>
      <Button
        ref={button}
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
