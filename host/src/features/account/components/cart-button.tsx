import type { FocusEventHandler, MouseEventHandler, PointerEventHandler } from 'react';
import { useCartCount } from '@restaurant/shared';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Button } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';

export interface CartButtonProps {
  /** The visitor is about to use it (pointer over it, finger on it, keyboard focus): time to fetch the real one. */
  onIntent?: () => void;
  onFocus?: FocusEventHandler<HTMLAnchorElement>;
  onBlur?: FocusEventHandler<HTMLAnchorElement>;
  onPointerDown?: PointerEventHandler<HTMLAnchorElement>;
  onPointerLeave?: PointerEventHandler<HTMLAnchorElement>;
  /** A click; calling `preventDefault` keeps the visitor on the page (the drawer opens instead of the menu page). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Cart shortcut with the number of items held in the local cart store, until the ordering remote's cart button
 * takes its place. It looks like that button (outline, its word, the count in a red badge) so the swap, after the
 * page is interactive, moves nothing in the header. Without a script it is a plain link to the menu.
 */
export function CartButton({
  onIntent,
  onFocus,
  onBlur,
  onPointerDown,
  onPointerLeave,
  onClick,
}: CartButtonProps = {}) {
  const { t } = hostTranslations.useTranslation();
  const count = useCartCount();
  return (
    <Button asChild variant="outline">
      <RouterLink
        to={paths.landing.food}
        aria-label={t('header.cart', { count })}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={(event) => {
          onIntent?.();
          onFocus?.(event);
        }}
        onBlur={onBlur}
        onPointerDown={onPointerDown}
        onPointerLeave={onPointerLeave}
        onPointerCancel={onPointerLeave}
        onClick={onClick}
      >
        {/* The space keeps the shown text "Cart 2" (not "Cart2"), which the accessible name must contain. */}
        {`${t('header.cartButton')} `}
        <Badge colorPalette="red" variant="solid" borderRadius="full" ms="1" aria-hidden="true">
          {count}
        </Badge>
      </RouterLink>
    </Button>
  );
}
