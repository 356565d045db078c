import { useId, useState } from 'react';
import { Stack, Text } from '@restaurant/shared/ui';
import { RadioGroup } from '@restaurant/shared/ui-choice';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { formsTranslations } from '../translations';

const SPICE = ['mild', 'medium', 'hot'] as const;
const VARIANTS = ['outline', 'subtle', 'solid'] as const;

interface DemoRadiosProps extends RadioGroup.RootProps {
  label: string;
  disabledValue?: string;
}

function DemoRadios({ label, disabledValue, ...root }: DemoRadiosProps) {
  const { t } = formsTranslations.useTranslation();
  const labelId = useId();
  return (
    <Stack gap="2">
      <Text id={labelId} fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      <RadioGroup.Root aria-labelledby={labelId} {...root}>
        <Stack direction={root.orientation === 'horizontal' ? 'row' : 'column'} gap="4" wrap="wrap">
          {SPICE.map((level) => (
            <RadioGroup.Item key={level} value={level} disabled={level === disabledValue}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`radio.spice.${level}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  );
}

function ControlledExample() {
  const { t } = formsTranslations.useTranslation();
  const [value, setValue] = useState<string | null>('medium');
  return (
    <Stack gap="3">
      <DemoRadios label={t('radio.spiceLabel')} value={value} onValueChange={(event) => setValue(event.value)} />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('radio.chosen', { value: value ? t(`radio.spice.${value as (typeof SPICE)[number]}`) : '—' })}
      </Text>
    </Stack>
  );
}

/** `/forms/form-elements/radio`: vertical, horizontal, controlled, disabled option, variants and sizes. */
export default function RadioPage() {
  const { t } = formsTranslations.useTranslation();
  return (
    <ExamplePage section="forms" page="radio" description={t('radio.description')} columns={2}>
      <ExampleCard title={t('radio.vertical')}>
        <DemoRadios label={t('radio.spiceLabel')} defaultValue="mild" />
      </ExampleCard>
      <ExampleCard title={t('radio.horizontal')}>
        <DemoRadios label={t('radio.spiceLabel')} defaultValue="hot" orientation="horizontal" />
      </ExampleCard>
      <ExampleCard title={t('radio.controlled')}>
        <ControlledExample />
      </ExampleCard>
      <ExampleCard title={t('radio.disabled')}>
        <DemoRadios label={t('radio.spiceLabel')} defaultValue="mild" disabledValue="hot" />
      </ExampleCard>
      <ExampleCard title={t('radio.variants')}>
        <Stack gap="4">
          {VARIANTS.map((variant) => (
            <DemoRadios
              key={variant}
              label={t(`radio.variant.${variant}`)}
              variant={variant}
              defaultValue="medium"
              orientation="horizontal"
            />
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title={t('radio.sizes')}>
        <Stack gap="4">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <DemoRadios
              key={size}
              label={t('radio.size', { size: size.toUpperCase() })}
              size={size}
              defaultValue="mild"
              orientation="horizontal"
            />
          ))}
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
