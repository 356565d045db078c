import { useCartCount } from '@restaurant/shared';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Box, CartIcon, IconButton } from '@restaurant/shared/ui';
import { hostTranslations } from '../../../lib/translations';

/** Cart shortcut with the number of items held in the local cart store. */
export function CartButton() {
  const { t } = hostTranslations.useTranslation();
  const count = useCartCount();
  return (
    <Box position="relative">
      <IconButton asChild aria-label={t('header.cart', { count })} variant="ghost">
        <RouterLink to={paths.landing.food}>
          <CartIcon />
        </RouterLink>
      </IconButton>
      {count > 0 ? (
        <Badge
          aria-hidden="true"
          position="absolute"
          top="0"
          insetEnd="0"
          variant="solid"
          borderRadius="full"
          size="xs"
          pointerEvents="none"
        >
          {count}
        </Badge>
      ) : null}
    </Box>
  );
}
