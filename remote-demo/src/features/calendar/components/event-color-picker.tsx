import { Box, HStack } from '@restaurant/shared/ui';
import { RadioGroup } from '@restaurant/shared/ui-choice';
import { EVENT_COLORS, type EventColor } from '../lib/calendar-events';
import { calendarTranslations } from '../translations';

export interface EventColorPickerProps {
  value: EventColor;
  onChange: (color: EventColor) => void;
}

const isEventColor = (value: string | null): value is EventColor =>
  (EVENT_COLORS as readonly (string | null)[]).includes(value);

/** The six theme palettes as a radio group: a swatch and a name each, so colour is never the only cue. */
export function EventColorPicker({ value, onChange }: EventColorPickerProps) {
  const { t } = calendarTranslations.useTranslation();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => (isEventColor(details.value) ? onChange(details.value) : undefined)}
      size="sm"
    >
      <RadioGroup.Label fontWeight="medium" mb="2" display="block">
        {t('dialog.color')}
      </RadioGroup.Label>
      <HStack gap="4" wrap="wrap">
        {EVENT_COLORS.map((color) => (
          <RadioGroup.Item key={color} value={color}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <Box boxSize="3" borderRadius="full" bg={`${color}.solid`} aria-hidden="true" />
            <RadioGroup.ItemText>{t(`colors.${color}`)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
