import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Tag } from '@restaurant/shared/ui-display';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { DISHES } from '../lib/dishes';
import { formsTranslations } from '../translations';
import { DishCombobox } from './dish-combobox';

const labelOf = (value: string) => DISHES.find((dish) => dish.value === value)?.label ?? value;

function MultipleExample() {
  const { t } = formsTranslations.useTranslation();
  const [value, setValue] = useState<string[]>(['pho-bo']);
  return (
    <Stack gap="3">
      <DishCombobox label={t('autocomplete.multipleLabel')} multiple value={value} onValueChange={setValue} />
      <HStack wrap="wrap" gap="2" aria-live="polite">
        {value.map((item) => (
          <Tag.Root key={item} size="lg" variant="subtle">
            <Tag.Label>{labelOf(item)}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={t('autocomplete.remove', { item: labelOf(item) })}
                onClick={() => setValue((current) => current.filter((v) => v !== item))}
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
      </HStack>
    </Stack>
  );
}

function FreeSoloExample() {
  const { t } = formsTranslations.useTranslation();
  const [text, setText] = useState('');
  return (
    <Stack gap="3">
      <DishCombobox label={t('autocomplete.freeSoloLabel')} allowCustomValue onInputValueChange={setText} />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('autocomplete.typed', { text: text || '—' })}
      </Text>
    </Stack>
  );
}

function ControlledExample() {
  const { t } = formsTranslations.useTranslation();
  const [value, setValue] = useState<string[]>(['banh-mi']);
  const [first] = value;
  return (
    <Stack gap="3">
      <DishCombobox label={t('autocomplete.controlledLabel')} value={value} onValueChange={setValue} />
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm" aria-live="polite">
          {t('autocomplete.selected', { item: first ? labelOf(first) : '—' })}
        </Text>
        <Button size="xs" variant="outline" onClick={() => setValue(['lotus-tea'])}>
          {t('autocomplete.pick', { item: labelOf('lotus-tea') })}
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setValue([])}>
          {t('autocomplete.reset')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** `/forms/form-elements/autocomplete`: Chakra's Combobox single, multiple with chips, free solo, grouped, controlled. */
export default function AutocompletePage() {
  const { t } = formsTranslations.useTranslation();
  return (
    <ExamplePage section="forms" page="autocomplete" description={t('autocomplete.description')} columns={2}>
      <ExampleCard title={t('autocomplete.single')}>
        <DishCombobox label={t('autocomplete.singleLabel')} />
      </ExampleCard>
      <ExampleCard title={t('autocomplete.multiple')}>
        <MultipleExample />
      </ExampleCard>
      <ExampleCard title={t('autocomplete.freeSolo')}>
        <FreeSoloExample />
      </ExampleCard>
      <ExampleCard title={t('autocomplete.grouped')}>
        <DishCombobox label={t('autocomplete.groupedLabel')} grouped />
      </ExampleCard>
      <ExampleCard title={t('autocomplete.controlled')}>
        <ControlledExample />
      </ExampleCard>
    </ExamplePage>
  );
}
