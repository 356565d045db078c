import { useCustomizerStore } from '@restaurant/shared';
import { Stack, Text } from '@restaurant/shared/ui';
import { Slider } from '@restaurant/shared/ui-slider';
import { customizerTranslations } from '../../../lib/customizer-translations';

/** The corner radius of cards and controls, 0 to 24 px, written straight into the customizer store. */
export function BorderRadiusSlider() {
  const { t } = customizerTranslations.useTranslation();
  const borderRadius = useCustomizerStore((state) => state.borderRadius);
  const setBorderRadius = useCustomizerStore((state) => state.setBorderRadius);

  return (
    <Slider.Root
      min={0}
      max={24}
      step={1}
      value={[borderRadius]}
      onValueChange={(details) => setBorderRadius(details.value[0] ?? borderRadius)}
      getAriaValueText={() => t('customizer.borderRadiusValue', { value: borderRadius })}
    >
      <Stack direction="row" justify="space-between">
        <Slider.Label fontWeight="semibold">{t('customizer.borderRadius')}</Slider.Label>
        <Text fontSize="sm" color="fg.muted">
          {t('customizer.borderRadiusValue', { value: borderRadius })}
        </Text>
      </Stack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
