import type { FoodSort } from '@restaurant/shared/contracts';
import { Field, NativeSelect } from '@restaurant/shared/ui-form';
import { orderingTranslations } from '../../../lib/translations';
import { isMenuSort, MENU_SORTS } from '../hooks/use-menu-params';

/** The menu's sort order, as Chakra's native select. */
export function SortSelect({ value, onChange }: { value: FoodSort; onChange: (sort: FoodSort) => void }) {
  const { t } = orderingTranslations.useTranslation();
  return (
    <Field.Root w={{ base: 'full', sm: '56' }}>
      <Field.Label>{t('menu.sort')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(isMenuSort(next) ? next : 'default');
          }}
        >
          {MENU_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`menu.sorts.${sort}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
