import { Button, HStack, Text } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { productListTranslations } from '../translations';

export interface ProductTableToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  selectedCount: number;
  onDeleteSelected: () => void;
}

/** The search box, and once rows are selected, how many and the button that deletes them. */
export function ProductTableToolbar({
  query,
  onQueryChange,
  selectedCount,
  onDeleteSelected,
}: ProductTableToolbarProps) {
  const { t } = productListTranslations.useTranslation();
  return (
    <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
      <Field.Root maxW={{ base: 'full', md: 'xs' }}>
        <Field.Label>{t('search.label')}</Field.Label>
        <Input
          type="search"
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
        />
      </Field.Root>
      {selectedCount > 0 ? (
        <HStack gap="3">
          <Text fontWeight="medium" role="status">
            {t('selectedCount', { count: selectedCount })}
          </Text>
          <Button colorPalette="red" size="sm" onClick={onDeleteSelected}>
            {t('deleteSelected')}
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
}
