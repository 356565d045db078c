import type { FoodSort } from '@restaurant/shared/contracts';
import { PlainField, PlainSelect } from '@restaurant/shared/ui-native';
import { orderingTranslations } from '../../../lib/translations';
import { isMenuSort, MENU_SORTS } from '../hooks/use-menu-params';

/** The menu's sort order, as a native select (`ui-native`: no room for `ui-form` on the menu's first load). */
export function SortSelect({ value, onChange }: { value: FoodSort; onChange: (sort: FoodSort) => void }) {
  const { t } = orderingTranslations.useTranslation();
  return (
    <PlainField label={t('menu.sort')} w={{ base: 'full', sm: '56' }}>
      <PlainSelect
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
      </PlainSelect>
    </PlainField>
  );
}
