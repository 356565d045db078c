import type { ReactNode } from 'react';
import type { Food } from '@restaurant/shared/contracts';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Box, EmptyState, ErrorState, Heading, HStack, Link, SimpleGrid, Stack } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useFoodsByCategory } from '../api/get-foods-by-category';
import { FoodCard } from './food-card';
import { FoodGridSkeleton } from './food-grid-skeleton';

const POPULAR_COUNT = 8;

export interface PopularDishesProps {
  renderFoodAction?: (food: Food) => ReactNode;
}

/** Four columns on a wide screen. */
const POPULAR_CARD_SIZES = '(min-width: 1024px) 300px, (min-width: 480px) 50vw, 100vw';

/** Homepage: the head of the menu (the restaurant orders its menu with its best sellers first). */
export function PopularDishes({ renderFoodAction }: PopularDishesProps) {
  const { t } = orderingTranslations.useTranslation();
  const foods = useFoodsByCategory({ page: 1, size: POPULAR_COUNT });

  let content;
  // As many placeholders as dishes: the sections below keep their place (and stay below the fold) while they load.
  if (foods.isPending) content = <FoodGridSkeleton count={POPULAR_COUNT} />;
  else if (foods.isError) content = <ErrorState message={foods.error.message} onRetry={() => void foods.refetch()} />;
  else if (foods.data.items.length === 0) content = <EmptyState title={t('menu.emptyTitle')} />;
  else
    content = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {foods.data.items.map((food) => (
          <Box as="li" key={food.id}>
            <FoodCard food={food} action={renderFoodAction?.(food)} sizes={POPULAR_CARD_SIZES} />
          </Box>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack as="section" aria-labelledby="popular-dishes" gap="4">
      <HStack justify="space-between" align="baseline" wrap="wrap">
        <Heading as="h2" id="popular-dishes" size="xl">
          {t('home.popularTitle')}
        </Heading>
        <Link asChild color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={paths.landing.food}>{t('home.seeMenu')}</RouterLink>
        </Link>
      </HStack>
      {content}
    </Stack>
  );
}
