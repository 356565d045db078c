import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@restaurant/shared';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Flex,
  Link,
  LoadingState,
  PageContainer,
  SimpleGrid,
  Stack,
  Text,
} from '@restaurant/shared/ui';
import { Field, Input, NativeSelect } from '@restaurant/shared/ui-extra';
import { Link as RouterLink, useSearchParams } from '@restaurant/shared/router';
import type { Food, FoodCategory, FoodSort } from '@restaurant/shared/contracts';
import { Pager } from '../../../lib/pager';
import { useFoodCategories } from '../api/get-food-categories';
import { useFoodsByCategory } from '../api/get-foods-by-category';
import { FoodCard } from './food-card';
import { FoodGridSkeleton } from './food-grid-skeleton';

export const MENU_PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 350;
const SORTS: readonly FoodSort[] = ['default', 'name_asc', 'name_desc', 'price_asc', 'price_desc'];

function isSort(value: string | null): value is FoodSort {
  return value !== null && (SORTS as readonly string[]).includes(value);
}

function positiveInt(value: string | null): number | undefined {
  if (value === null) return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** What the diner chose, read from the URL (the URL is the state: shareable, and the back button works). */
function useMenuParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawSort = searchParams.get('sort');
  const params = {
    categoryId: positiveInt(searchParams.get('category')),
    page: positiveInt(searchParams.get('page')) ?? 1,
    search: searchParams.get('q') ?? '',
    sort: isSort(rawSort) ? rawSort : ('default' as FoodSort),
  };

  const update = (changes: { category?: number | null; page?: number; q?: string; sort?: FoodSort }, replace = false) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | null) => {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        };
        if (changes.category !== undefined) set('category', changes.category === null ? null : String(changes.category));
        if (changes.q !== undefined) set('q', changes.q.trim());
        if (changes.sort !== undefined) set('sort', changes.sort === 'default' ? null : changes.sort);
        // Any new filter starts again from the first page.
        set('page', changes.page !== undefined && changes.page > 1 ? String(changes.page) : null);
        return next;
      },
      { replace },
    );
  };

  return { params, update };
}

function categoryHref(searchParams: URLSearchParams, categoryId: number | null): string {
  const next = new URLSearchParams(searchParams);
  next.delete('page');
  if (categoryId === null) next.delete('category');
  else next.set('category', String(categoryId));
  const query = next.toString();
  return query ? `?${query}` : '?';
}

function CategoryNav({ categories, selected }: { categories: readonly FoodCategory[]; selected: number | undefined }) {
  const { t } = useTranslation('ordering');
  const [searchParams] = useSearchParams();
  const entries: { id: number | null; label: string; count?: number }[] = [
    { id: null, label: t('menu.allCategories') },
    ...categories.map((category) => ({ id: category.id, label: category.name, count: category.foodCount })),
  ];

  return (
    <Box as="nav" aria-label={t('menu.categories')}>
      <Stack
        as="ul"
        listStyleType="none"
        direction={{ base: 'row', md: 'column' }}
        gap="1"
        overflowX={{ base: 'auto', md: 'visible' }}
        pb={{ base: '2', md: '0' }}
      >
        {entries.map((entry) => {
          const current = (entry.id ?? undefined) === selected;
          return (
            <Box as="li" key={entry.id ?? 'all'} flexShrink={0}>
              <Link
                asChild
                display="flex"
                justifyContent="space-between"
                gap="3"
                px="3"
                py="2"
                borderRadius="l2"
                textDecoration="none"
                bg={current ? 'colorPalette.subtle' : 'transparent'}
                color={current ? 'colorPalette.fg' : 'fg'}
                fontWeight={current ? 'semibold' : 'normal'}
                _hover={{ bg: 'bg.muted' }}
              >
                <RouterLink to={categoryHref(searchParams, entry.id)} aria-current={current ? 'page' : undefined}>
                  <span lang={entry.id === null ? undefined : 'vi'}>{entry.label}</span>
                  {entry.count !== undefined ? (
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {entry.count}
                    </Text>
                  ) : null}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('ordering');
  const [text, setText] = useState(value);
  const lastSent = useRef(value);

  // Follow the URL when it changes from outside (back button, a link), not while the diner types.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === lastSent.current.trim()) return undefined;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Field.Root flex="1" minW="48">
      <Field.Label>{t('menu.search')}</Field.Label>
      <Input
        type="search"
        value={text}
        placeholder={t('menu.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            lastSent.current = text.trim();
            onSearch(text);
          }
        }}
      />
    </Field.Root>
  );
}

export interface FoodMenuProps {
  /** The add-to-cart control for a dish's card; the page passes the cart feature's button. */
  renderFoodAction?: (food: Food) => ReactNode;
  /** Shown beside the title, e.g. the cart button. */
  actions?: ReactNode;
}

export function FoodMenu({ renderFoodAction, actions }: FoodMenuProps) {
  const { t } = useTranslation('ordering');
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

  let dishes: ReactNode;
  if (foods.isPending) dishes = <FoodGridSkeleton />;
  else if (foods.isError)
    dishes = <ErrorState message={foods.error.message} onRetry={() => void foods.refetch()} />;
  else if (foods.data.items.length === 0)
    dishes = (
      <EmptyState
        title={params.search ? t('menu.noMatchTitle', { search: params.search }) : t('menu.emptyTitle')}
        description={params.search ? t('menu.noMatchHint') : t('menu.emptyHint')}
        action={
          params.search || params.page > 1 ? (
            <Button variant="outline" onClick={() => update({ q: '' })}>
              {t('menu.clearSearch')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    dishes = (
      <Stack gap="2" aria-busy={foods.isPlaceholderData}>
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {t('menu.resultCount', { count: foods.data.total })}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {foods.data.items.map((food) => (
            <Box as="li" key={food.id}>
              <FoodCard food={food} action={renderFoodAction?.(food)} />
            </Box>
          ))}
        </SimpleGrid>
        <Pager
          page={params.page}
          size={MENU_PAGE_SIZE}
          total={foods.data.total}
          label={t('menu.pages')}
          onPageChange={(page) => update({ page })}
        />
      </Stack>
    );

  return (
    <PageContainer
      title={t('menu.title')}
      description={selectedCategory ? selectedCategory.description : t('menu.subtitle')}
      breadcrumb={[{ label: t('menu.title') }]}
      actions={actions}
    >
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
            <Field.Root w={{ base: 'full', sm: '56' }}>
              <Field.Label>{t('menu.sort')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={params.sort}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    update({ sort: isSort(value) ? value : 'default' });
                  }}
                >
                  {SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`menu.sorts.${sort}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Flex>
          {dishes}
        </Stack>
      </Flex>
    </PageContainer>
  );
}
