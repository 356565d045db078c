import { HStack } from '@restaurant/shared/ui';
import { RadioGroup } from '@restaurant/shared/ui-choice';
import { NOTE_COLORS, type NoteColor } from '../../../lib/sample-data';
import { NOTE_PALETTE } from '../lib/note-palette';
import { notesTranslations } from '../translations';

export interface NoteColourPickerProps {
  value: NoteColor;
  onChange: (color: NoteColor) => void;
}

function isNoteColor(value: string | null): value is NoteColor {
  return NOTE_COLORS.some((color) => color === value);
}

/** The four note colours as one radio group (arrow keys move between them). */
export function NoteColourPicker({ value, onChange }: NoteColourPickerProps) {
  const { t } = notesTranslations.useTranslation();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        if (isNoteColor(details.value)) onChange(details.value);
      }}
      size="sm"
    >
      <RadioGroup.Label>{t('colour')}</RadioGroup.Label>
      <HStack gap="4" wrap="wrap" mt="2">
        {NOTE_COLORS.map((color) => (
          <RadioGroup.Item key={color} value={color} colorPalette={NOTE_PALETTE[color]}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t(`colours.${color}`)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
