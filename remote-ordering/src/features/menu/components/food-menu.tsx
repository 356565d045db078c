import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { Food } from '@restaurant/shared/contracts';
import { Box, ErrorState, Flex, LoadingState, PageContainer, Stack } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useMenuTexts } from '../../../lib/use-menu-texts';
import { useFoodCategories } from '../api/get-food-categories';
import { useFoodsByCategory } from '../api/get-foods-by-category';
import { useMenuParams } from '../hooks/use-menu-params';
import { CategoryNav } from './category-nav';
import { FoodResults, MENU_PAGE_SIZE } from './food-results';
import { MenuHead } from './menu-head';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

export interface FoodMenuProps {
  /** The add-to-cart control for a dish's card; the page passes the cart feature's button. */
  renderFoodAction?: (food: Food) => ReactNode;
  /** Shown beside the title, e.g. the cart button. */
  actions?: ReactNode;
}

export function FoodMenu({ renderFoodAction, actions }: FoodMenuProps) {
  const { t } = orderingTranslations.useTranslation();
  const menuTexts = useMenuTexts();
  const { params, update } = useMenuParams();
  const categories = useFoodCategories();
  const foods = useFoodsByCategory({
    categoryId: params.categoryId,
    page: params.page,
    size: MENU_PAGE_SIZE,
    search: params.search || undefined,
    sort: params.sort === 'default' ? undefined : params.sort,
  });
  const selectedCategory = categories.data?.find((category) => category.id === params.categoryId);
  // The search box's debounce must not restart on every render, so it gets a stable callback.
  const updateRef = useRef(update);
  useEffect(() => {
    updateRef.current = update;
  });
  const onSearch = useCallback((text: string) => updateRef.current({ q: text }, true), []);

  return (
    <PageContainer
      title={t('menu.title')}
      description={selectedCategory ? menuTexts.categoryDescription(selectedCategory) : t('menu.subtitle')}
      breadcrumb={[{ label: t('menu.title') }]}
      actions={actions}
    >
      <MenuHead
        foods={foods.data?.items}
        description={selectedCategory ? menuTexts.categoryDescription(selectedCategory) : undefined}
      />
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="flex-start">
        <Box w={{ base: 'full', md: '60' }} flexShrink={0}>
          {categories.isPending ? (
            <LoadingState lines={6} label={t('menu.loadingCategories')} />
          ) : categories.isError ? (
            <ErrorState message={categories.error.message} onRetry={() => void categories.refetch()} />
          ) : (
            <CategoryNav categories={categories.data} selected={params.categoryId} />
          )}
        </Box>
        <Stack flex="1" minW="0" gap="4">
          <Flex gap="4" wrap="wrap" align="flex-end">
            <SearchBox value={params.search} onSearch={onSearch} />
            <SortSelect value={params.sort} onChange={(sort) => update({ sort })} />
          </Flex>
          <FoodResults
            foods={foods}
            search={params.search}
            page={params.page}
            onClearSearch={() => update({ q: '' })}
            onPageChange={(page) => update({ page })}
            renderFoodAction={renderFoodAction}
          />
        </Stack>
      </Flex>
    </PageContainer>
  );
}
