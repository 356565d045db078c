import { useState } from 'react';
import { Box, Button, HStack, Text } from '@restaurant/shared/ui';
import { Field, NativeSelect } from '@restaurant/shared/ui-form';
import { SearchField } from '../../../lib/search';
import { SORTS, type ShopFilters, type ShopSort } from '../lib/shop-filters';
import { shopTranslations } from '../translations';

export interface ShopToolbarProps {
  filters: ShopFilters;
  /** How many products show; undefined while they load. */
  count: number | undefined;
  onChange: (next: Partial<ShopFilters>) => void;
  /** Opens the filters' drawer, from a button shown on phones only (where the filters are one). */
  onOpenFilters: () => void;
}

/** Search by title, the sort and how many products show. */
export function ShopToolbar({ filters, count, onChange, onOpenFilters }: ShopToolbarProps) {
  const { t } = shopTranslations.useTranslation();
  // The URL updates in a transition: the box keeps its own text so fast typing never loses a key, and takes the URL's
  // text only when it changed elsewhere (reset, back button), not when it catches up with what was typed.
  const [search, setSearch] = useState(filters.search);
  const [sent, setSent] = useState(filters.search);
  const [seen, setSeen] = useState(filters.search);
  if (filters.search !== seen) {
    setSeen(filters.search);
    if (filters.search !== sent) {
      setSearch(filters.search);
      setSent(filters.search);
    }
  }
  return (
    <HStack gap="4" wrap="wrap" align="flex-end" justify="space-between">
      <Box flex="1" minW="56">
        <SearchField
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(text) => {
            setSearch(text);
            setSent(text);
            onChange({ search: text });
          }}
        />
      </Box>
      <HStack gap="3" align="flex-end" wrap="wrap">
        {/* Phones only, by CSS: a server render cannot know the screen (see SidePanel). */}
        <Button variant="outline" hideFrom="md" onClick={onOpenFilters}>
          {t('filters.open')}
        </Button>
        <Field.Root w="auto" minW="48">
          <Field.Label>{t('sort.label')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="bg.panel"
              value={filters.sort}
              onChange={(event) => {
                const sort = SORTS.find((option) => option === event.target.value);
                if (sort) onChange({ sort: sort satisfies ShopSort });
              }}
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Text w="full" color="fg.muted" fontSize="sm" aria-live="polite">
        {count === undefined ? '' : t('results', { count })}
      </Text>
    </HStack>
  );
}
