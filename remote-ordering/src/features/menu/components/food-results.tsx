import type { ReactNode } from 'react';
import type { Food } from '@restaurant/shared/contracts';
import { Box, Button, EmptyState, ErrorState, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { Pager } from '../../../lib/pager';
import { orderingTranslations } from '../../../lib/translations';
import type { useFoodsByCategory } from '../api/get-foods-by-category';
import { FoodCard } from './food-card';
import { FoodGridSkeleton } from './food-grid-skeleton';

export const MENU_PAGE_SIZE = 12;

export interface FoodResultsProps {
  foods: ReturnType<typeof useFoodsByCategory>;
  search: string;
  page: number;
  onClearSearch: () => void;
  onPageChange: (page: number) => void;
  renderFoodAction?: (food: Food) => ReactNode;
}

/** One page of the menu's dishes with their count and pager, or why there are none. */
export function FoodResults({ foods, search, page, onClearSearch, onPageChange, renderFoodAction }: FoodResultsProps) {
  const { t } = orderingTranslations.useTranslation();

  if (foods.isPending) return <FoodGridSkeleton />;
  if (foods.isError) return <ErrorState message={foods.error.message} onRetry={() => void foods.refetch()} />;
  if (foods.data.items.length === 0)
    return (
      <EmptyState
        title={search ? t('menu.noMatchTitle', { search }) : t('menu.emptyTitle')}
        description={search ? t('menu.noMatchHint') : t('menu.emptyHint')}
        action={
          search || page > 1 ? (
            <Button variant="outline" onClick={onClearSearch}>
              {t('menu.clearSearch')}
            </Button>
          ) : undefined
        }
      />
    );
  return (
    <Stack gap="2" aria-busy={foods.isPlaceholderData}>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {t('menu.resultCount', { count: foods.data.total })}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {foods.data.items.map((food, index) => (
          <Box as="li" key={food.id}>
            <FoodCard food={food} action={renderFoodAction?.(food)} priority={index === 0} />
          </Box>
        ))}
      </SimpleGrid>
      <Pager
        page={page}
        size={MENU_PAGE_SIZE}
        total={foods.data.total}
        label={t('menu.pages')}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
