import { useMemo } from 'react';
import { HStack, Text } from '@restaurant/shared/ui';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { Listbox } from '@restaurant/shared/ui-demo-controls';
import { createListCollection } from '@restaurant/shared/ui-select';
import { toggleAll } from '../lib/transfer-list';
import { uiComponentsTranslations } from '../translations';

export interface TransferSideProps {
  label: string;
  items: readonly string[];
  selected: readonly string[];
  onSelect: (values: readonly string[]) => void;
  /** The enhanced list's header: a select-all box and the selected count. */
  enhanced?: boolean;
}

/** One side of a transfer list: a multi-select list box, with an optional select-all header. */
export function TransferSide({ label, items, selected, onSelect, enhanced = false }: TransferSideProps) {
  const { t } = uiComponentsTranslations.useTranslation();
  const collection = useMemo(() => createListCollection({ items: [...items] }), [items]);
  const allSelected = items.length > 0 && selected.length === items.length;

  return (
    <Listbox.Root
      collection={collection}
      selectionMode="multiple"
      value={[...selected]}
      onValueChange={(details) => onSelect(details.value)}
      flex="1"
      minW="0"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      p="2"
      // The height sits on the frame, not the list: a list stretched to a minimum height spreads its few items out.
      minH="64"
    >
      <Listbox.Label fontWeight="semibold">{label}</Listbox.Label>
      {enhanced ? (
        <HStack justify="space-between" gap="2" py="1" borderBottomWidth="1px" borderColor="border">
          <Checkbox.Root
            size="sm"
            checked={allSelected ? true : selected.length > 0 ? 'indeterminate' : false}
            disabled={items.length === 0}
            onCheckedChange={() => onSelect(toggleAll(items, selected))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label srOnly>{t('transfer.selectAll', { list: label })}</Checkbox.Label>
          </Checkbox.Root>
          <Text textStyle="sm" color="fg.muted">
            {t('transfer.selectedCount', { selected: selected.length, total: items.length })}
          </Text>
        </HStack>
      ) : null}
      <Listbox.Content maxH="64" overflowY="auto">
        {collection.items.map((item) => (
          <Listbox.Item item={item} key={item}>
            <Listbox.ItemText>{item}</Listbox.ItemText>
            <Listbox.ItemIndicator />
          </Listbox.Item>
        ))}
        {items.length === 0 ? (
          <Text color="fg.muted" textStyle="sm" p="2">
            {t('transfer.empty')}
          </Text>
        ) : null}
      </Listbox.Content>
    </Listbox.Root>
  );
}
