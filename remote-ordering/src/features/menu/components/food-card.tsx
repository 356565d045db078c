import type { ReactNode } from 'react';
import type { Food } from '@restaurant/shared/contracts';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Badge, Card, Heading, HStack, Link, Stack, Text } from '@restaurant/shared/ui';
import { MenuPhoto } from '../../../lib/menu-photo';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';
import { useMenuTexts } from '../../../lib/use-menu-texts';

export interface FoodCardProps {
  food: Food;
  /** The add-to-cart control the page puts on the card (the cart is another feature). */
  action?: ReactNode;
  /** The first card on the page, above the fold: its photo is fetched first (the page's largest picture). */
  priority?: boolean;
  /** How wide the card is drawn (the grid's columns), for the photo's `sizes`. */
  sizes?: string;
}

/** A card in a grid of up to three columns (the menu). */
export const FOOD_CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 480px) 50vw, 100vw';

export function FoodCard({ food, action, priority = false, sizes = FOOD_CARD_SIZES }: FoodCardProps) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const menuTexts = useMenuTexts();
  const detailPath = paths.foodDetail(food.id);
  // Off the menu, or sold out for today (the kitchen's mark): shown, never orderable.
  const orderable = food.available && !food.soldOut;

  return (
    <Card.Root as="article" variant="outline" overflow="hidden" h="full">
      {/* Fixed intrinsic size + aspect ratio: the grid does not shift while images arrive. */}
      <MenuPhoto
        photo={food.photo}
        drawingUrl={food.imageUrl}
        alt={menuTexts.pictureName(food)}
        sizes={sizes}
        width={400}
        height={300}
        priority={priority}
      />
      <Card.Body gap="2" p="4">
        <Stack gap="0">
          <Heading as="h3" size="md" lang="vi">
            <Link asChild color="fg" _hover={{ color: 'colorPalette.fg' }}>
              <RouterLink to={detailPath}>{food.name}</RouterLink>
            </Link>
          </Heading>
          {menuTexts.gloss(food) ? (
            <Text fontSize="sm" color="fg.muted">
              {menuTexts.gloss(food)}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="1" wrap="wrap">
          <Badge variant="subtle">{food.categoryName}</Badge>
          {food.vegetarian ? (
            <Badge colorPalette="green" variant="subtle">
              {t('menu.vegetarian')}
            </Badge>
          ) : null}
          {food.spicyLevel > 0 ? (
            <Badge colorPalette="red" variant="subtle">
              {t('menu.spicy', { level: food.spicyLevel })}
            </Badge>
          ) : null}
          {orderable ? null : (
            <Badge colorPalette="gray" variant="solid">
              {t('menu.unavailable')}
            </Badge>
          )}
        </HStack>
      </Card.Body>
      <Card.Footer p="4" pt="0" justifyContent="space-between" alignItems="flex-end" gap="3" flexWrap="wrap">
        <Text fontWeight="semibold" fontSize="lg" color="colorPalette.fg">
          {format.price(food.price)}
        </Text>
        {orderable ? action : null}
      </Card.Footer>
    </Card.Root>
  );
}
