import { useState } from 'react';
import { HStack, Stack } from '@restaurant/shared/ui';
import { Switch } from '@restaurant/shared/ui-choice';
import { Slider } from '@restaurant/shared/ui-slider';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { widgetsTranslations } from '../translations';
import { WidgetCard } from './widget-card';

const SWITCHES = ['notifications', 'newsletter', 'location'] as const;
type SettingKey = (typeof SWITCHES)[number];

/** Three on/off settings and a volume slider; each control shows and reads out its own state. */
export function SettingsCard() {
  const { t } = widgetsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const [settings, setSettings] = useState<Record<SettingKey, boolean>>({
    notifications: true,
    newsletter: false,
    location: true,
  });
  const [volume, setVolume] = useState(45);
  return (
    <WidgetCard title={t('settings.title')}>
      <Stack gap="4">
        {SWITCHES.map((key) => (
          <Switch.Root
            key={key}
            checked={settings[key]}
            onCheckedChange={(details) => setSettings((current) => ({ ...current, [key]: details.checked }))}
            justifyContent="space-between"
            w="full"
          >
            <Switch.Label>{t(`settings.${key}`)}</Switch.Label>
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Root>
        ))}
        <Slider.Root
          value={[volume]}
          onValueChange={(details) => setVolume(details.value[0] ?? 0)}
          min={0}
          max={100}
          step={5}
          getAriaValueText={(details) => `${numbers.number(details.value)}%`}
        >
          <HStack justify="space-between">
            <Slider.Label>{t('settings.volume')}</Slider.Label>
            <Slider.ValueText>{`${numbers.number(volume)}%`}</Slider.ValueText>
          </HStack>
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
      </Stack>
    </WidgetCard>
  );
}
