import { useCartCount } from '@restaurant/shared';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Button } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';

/**
 * Cart shortcut with the number of items held in the local cart store, until the ordering remote's cart button
 * takes its place. It looks like that button (outline, its word, the count in a red badge) so the swap, after the
 * page is interactive, moves nothing in the header.
 */
export function CartButton() {
  const { t } = hostTranslations.useTranslation();
  const count = useCartCount();
  return (
    <Button asChild variant="outline">
      <RouterLink to={paths.landing.food} aria-label={t('header.cart', { count })}>
        {/* The space keeps the shown text "Cart 2" (not "Cart2"), which the accessible name must contain. */}
        {`${t('header.cartButton')} `}
        <Badge colorPalette="red" variant="solid" borderRadius="full" ms="1" aria-hidden="true">
          {count}
        </Badge>
      </RouterLink>
    </Button>
  );
}
