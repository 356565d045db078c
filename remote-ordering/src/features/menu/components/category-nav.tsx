import type { FoodCategory } from '@restaurant/shared/contracts';
import { Link as RouterLink, useSearchParams } from '@restaurant/shared/router';
import { Box, Link, Stack, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

function categoryHref(searchParams: URLSearchParams, categoryId: number | null): string {
  const next = new URLSearchParams(searchParams);
  next.delete('page');
  if (categoryId === null) next.delete('category');
  else next.set('category', String(categoryId));
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** The menu's categories as links that keep the other filters; the chosen one is the current page. */
export function CategoryNav({
  categories,
  selected,
}: {
  categories: readonly FoodCategory[];
  selected: number | undefined;
}) {
  const { t } = orderingTranslations.useTranslation();
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
