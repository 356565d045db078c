import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Button, CartIcon, VisuallyHidden } from '@restaurant/shared/ui';
import { useCartItemCount } from './cart-store';

export interface CartLinkProps {
  /** The visible word ("Cart"). */
  label: string;
  /** Read after the count ("items"), so the link is "Cart 3 items" and still starts with what is seen. */
  itemsLabel: string;
}

/** The cart button of the shop pages: a link to checkout with the number of items as a badge. */
export function CartLink({ label, itemsLabel }: CartLinkProps) {
  const count = useCartItemCount();
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={paths.demo.ecommerce['eco-checkout']}>
        <CartIcon />
        {label}
        <Badge colorPalette="red" variant="solid" borderRadius="full">
          {count}
        </Badge>
        <VisuallyHidden>{itemsLabel}</VisuallyHidden>
      </RouterLink>
    </Button>
  );
}
