import { useState } from 'react';
import { Separator, Stack, Text, Wrap } from '@restaurant/shared/ui';
import { Switch } from '@restaurant/shared/ui-choice';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { formsTranslations } from '../translations';

const SETTINGS = ['orders', 'reviews', 'newsletter'] as const;

function DemoSwitch(props: Switch.RootProps & { label: string }) {
  const { label, ...root } = props;
  return (
    <Switch.Root {...root}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

function SettingsExample() {
  const { t } = formsTranslations.useTranslation();
  const [on, setOn] = useState<Record<string, boolean>>({ orders: true, reviews: false, newsletter: true });
  return (
    <Stack gap="3" separator={<Separator />}>
      {SETTINGS.map((setting) => (
        <Stack key={setting} direction="row" justify="space-between" align="center" gap="4">
          <Stack gap="0">
            <Text fontWeight="medium">{t(`switch.settings.${setting}`)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t(`switch.settings.${setting}Hint`)}
            </Text>
          </Stack>
          <Switch.Root
            checked={on[setting] ?? false}
            onCheckedChange={(event) => setOn((current) => ({ ...current, [setting]: event.checked }))}
          >
            <Switch.HiddenInput aria-label={t(`switch.settings.${setting}`)} />
            <Switch.Control />
          </Switch.Root>
        </Stack>
      ))}
    </Stack>
  );
}

/** `/forms/form-elements/switch`: states, sizes, a label on either side and a settings list. */
export default function SwitchPage() {
  const { t } = formsTranslations.useTranslation();
  return (
    <ExamplePage section="forms" page="switch" description={t('switch.description')} columns={2}>
      <ExampleCard title={t('switch.states')}>
        <Stack gap="3">
          <DemoSwitch label={t('switch.off')} />
          <DemoSwitch label={t('switch.on')} defaultChecked />
          <DemoSwitch label={t('switch.disabled')} disabled />
          <DemoSwitch label={t('switch.disabledOn')} disabled defaultChecked />
        </Stack>
      </ExampleCard>
      <ExampleCard title={t('switch.sizes')}>
        <Wrap gap="4" align="center">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <DemoSwitch key={size} size={size} defaultChecked label={t('switch.size', { size: size.toUpperCase() })} />
          ))}
        </Wrap>
      </ExampleCard>
      <ExampleCard title={t('switch.labelStart')}>
        <Switch.Root defaultChecked>
          <Switch.Label>{t('switch.wifi')}</Switch.Label>
          <Switch.HiddenInput />
          <Switch.Control />
        </Switch.Root>
      </ExampleCard>
      <ExampleCard title={t('switch.settingsTitle')}>
        <SettingsExample />
      </ExampleCard>
    </ExamplePage>
  );
}
