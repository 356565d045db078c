import { Stack } from '@restaurant/shared/ui';
import { Field, NativeSelect } from '@restaurant/shared/ui-form';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../lib/sample-data';
import { BLOG_SORTS, isBlogCategory, isBlogSort, type BlogSort } from '../lib/blog-list';
import { blogTranslations } from '../translations';

export interface BlogFiltersProps {
  category: BlogCategory | 'all';
  sort: BlogSort;
  onCategoryChange: (category: BlogCategory | 'all') => void;
  onSortChange: (sort: BlogSort) => void;
}

/** The posts' category filter and sort order, as native selects (keyboard and screen readers know them). */
export function BlogFilters({ category, sort, onCategoryChange, onSortChange }: BlogFiltersProps) {
  const { t } = blogTranslations.useTranslation();
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      <Field.Root w={{ base: 'full', sm: '48' }}>
        <Field.Label>{t('posts.category')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={category}
            onChange={(event) => {
              const next = event.currentTarget.value;
              onCategoryChange(isBlogCategory(next) ? next : 'all');
            }}
          >
            <option value="all">{t('posts.allCategories')}</option>
            {BLOG_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '48' }}>
        <Field.Label>{t('posts.sort')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={sort}
            onChange={(event) => {
              const next = event.currentTarget.value;
              onSortChange(isBlogSort(next) ? next : 'newest');
            }}
          >
            {BLOG_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`posts.sorts.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
