import { useId, useState } from 'react';
import { HStack, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { SegmentGroup } from '@restaurant/shared/ui-choice';
import { CheckboxCard, RadioCard } from '@restaurant/shared/ui-demo-controls';
import { Field, Fieldset, Input, InputGroup } from '@restaurant/shared/ui-form';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { formsTranslations } from '../translations';

const PORTIONS = ['small', 'regular', 'large'] as const;
const PLANS = ['basic', 'pro', 'enterprise'] as const;
const PLAN_PRICES: Record<(typeof PLANS)[number], number> = { basic: 0, pro: 19, enterprise: 49 };
const EXTRAS = ['delivery', 'reservations', 'analytics'] as const;

function AddonsExample() {
  const { t } = formsTranslations.useTranslation();
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{t('custom.website')}</Field.Label>
        <InputGroup startAddon="https://" endAddon=".com">
          <Input name="website" dir="ltr" />
        </InputGroup>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('custom.price')}</Field.Label>
        <InputGroup startAddon="$" endAddon="USD">
          <Input name="price" inputMode="decimal" dir="ltr" />
        </InputGroup>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('custom.username')}</Field.Label>
        <InputGroup startAddon="@">
          <Input name="username" autoComplete="username" dir="ltr" />
        </InputGroup>
      </Field.Root>
    </Stack>
  );
}

function SegmentedExample() {
  const { t } = formsTranslations.useTranslation();
  const [value, setValue] = useState<string | null>('regular');
  const labelId = useId();
  return (
    <Stack gap="3" align="start">
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {t('custom.portion')}
      </Text>
      <SegmentGroup.Root value={value} onValueChange={(event) => setValue(event.value)} aria-labelledby={labelId}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={PORTIONS.map((portion) => ({ value: portion, label: t(`custom.portions.${portion}`) }))}
        />
      </SegmentGroup.Root>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('custom.portionChosen', {
          portion: value ? t(`custom.portions.${value as (typeof PORTIONS)[number]}`) : '—',
        })}
      </Text>
    </Stack>
  );
}

function PlanCards() {
  const { t } = formsTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <RadioCard.Root defaultValue="pro">
      <RadioCard.Label>{t('custom.plan')}</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {PLANS.map((plan) => (
          <RadioCard.Item key={plan} value={plan}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{t(`plans.${plan}`)}</RadioCard.ItemText>
                <RadioCard.ItemDescription>
                  {t('custom.perMonth', { price: format.money(PLAN_PRICES[plan]) })}
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

function ExtraCards() {
  const { t } = formsTranslations.useTranslation();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('custom.extras')}</Fieldset.Legend>
      <Stack gap="3">
        {EXTRAS.map((extra) => (
          <CheckboxCard.Root key={extra} defaultChecked={extra === 'delivery'}>
            <CheckboxCard.HiddenInput />
            <CheckboxCard.Control>
              <CheckboxCard.Content>
                <CheckboxCard.Label>{t(`custom.extra.${extra}`)}</CheckboxCard.Label>
                <CheckboxCard.Description>{t(`custom.extra.${extra}Hint`)}</CheckboxCard.Description>
              </CheckboxCard.Content>
              <CheckboxCard.Indicator />
            </CheckboxCard.Control>
          </CheckboxCard.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

/** `/forms/form-custom`: inputs with addons, a segmented control, and radios and checkboxes shaped as cards. */
export default function FormCustomPage() {
  const { t } = formsTranslations.useTranslation();
  return (
    <ExamplePage section="forms" page="form-custom" description={t('custom.description')} columns={2}>
      <ExampleCard title={t('custom.addons')}>
        <AddonsExample />
      </ExampleCard>
      <ExampleCard title={t('custom.segmented')}>
        <HStack>
          <SegmentedExample />
        </HStack>
      </ExampleCard>
      <ExampleCard title={t('custom.radioCards')}>
        <PlanCards />
      </ExampleCard>
      <ExampleCard title={t('custom.checkboxCards')}>
        <ExtraCards />
      </ExampleCard>
    </ExamplePage>
  );
}
