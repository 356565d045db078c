import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Button, CartIcon, VisuallyHidden } from '@restaurant/shared/ui';
import { useCartItemCount } from './cart-store';

export interface CartLinkProps {
  /** The visible word ("Cart"). */
  label: string;
  /** Read after the count ("items"), so the link is "Cart 3 items" and still starts with what is seen. */
  itemsLabel: string;
  /** `md` in the site header, beside its other buttons; `sm` in a page's title bar. */
  size?: 'sm' | 'md';
}

/** The demo shop's cart button (shop pages, the site header on demo pages): a link to checkout with its count. */
export function CartLink({ label, itemsLabel, size = 'sm' }: CartLinkProps) {
  const count = useCartItemCount();
  return (
    <Button asChild variant="outline" size={size}>
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
