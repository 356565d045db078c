import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Button, CartIcon } from '@restaurant/shared/ui';
import { useCartItemCount } from './cart-store';

export interface CartLinkProps {
  /** The visible word ("Cart"). */
  label: string;
  /** The full accessible name with the count ("Cart, 3 items"). */
  accessibleLabel: (count: number) => string;
}

/** The cart button of the shop pages: a link to checkout with the number of items as a badge. */
export function CartLink({ label, accessibleLabel }: CartLinkProps) {
  const count = useCartItemCount();
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={paths.demo.ecommerce['eco-checkout']} aria-label={accessibleLabel(count)}>
        <CartIcon aria-hidden="true" />
        {label}
        <Badge colorPalette="red" variant="solid" borderRadius="full" aria-hidden="true">
          {count}
        </Badge>
      </RouterLink>
    </Button>
  );
}
