import { Combobox, useFilter, useListCollection } from '@restaurant/shared/ui-demo-controls';
import { Portal } from '@restaurant/shared/ui-dialog';
import { DISHES, type Dish } from '../lib/dishes';
import { formsTranslations } from '../translations';

export interface DishComboboxProps {
  label: string;
  multiple?: boolean;
  /** Free solo: what the person typed is kept even when it matches no option. */
  allowCustomValue?: boolean;
  grouped?: boolean;
  value?: string[];
  onValueChange?: (value: string[]) => void;
  onInputValueChange?: (text: string) => void;
}

/** The autocomplete examples' one combobox over the sample dishes, filtered as the person types. */
export function DishCombobox(props: DishComboboxProps) {
  const { label, multiple, allowCustomValue, grouped, value, onValueChange, onInputValueChange } = props;
  const { t } = formsTranslations.useTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter } = useListCollection<Dish>({
    initialItems: [...DISHES],
    filter: contains,
    ...(grouped ? { groupBy: (item: Dish) => item.group } : {}),
  });

  const items = (list: Dish[]) =>
    list.map((item) => (
      <Combobox.Item item={item} key={item.value}>
        {item.label}
        <Combobox.ItemIndicator />
      </Combobox.Item>
    ));

  return (
    <Combobox.Root
      collection={collection}
      onInputValueChange={(event) => {
        filter(event.inputValue);
        onInputValueChange?.(event.inputValue);
      }}
      multiple={multiple}
      allowCustomValue={allowCustomValue}
      openOnClick
      {...(value ? { value } : {})}
      {...(onValueChange ? { onValueChange: (event: { value: string[] }) => onValueChange(event.value) } : {})}
      translations={{ triggerLabel: t('autocomplete.toggle'), clearTriggerLabel: t('autocomplete.clear') }}
      maxW="sm"
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={t('autocomplete.placeholder')} />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{t('autocomplete.empty')}</Combobox.Empty>
            {grouped
              ? collection.group().map(([group, groupItems]) => (
                  <Combobox.ItemGroup key={group}>
                    <Combobox.ItemGroupLabel>
                      {t(`autocomplete.groups.${group as Dish['group']}`)}
                    </Combobox.ItemGroupLabel>
                    {items(groupItems)}
                  </Combobox.ItemGroup>
                ))
              : items(collection.items)}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
