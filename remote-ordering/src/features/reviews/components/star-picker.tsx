import { Box, HStack, StarIcon, VisuallyHidden } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

export interface StarPickerProps {
  name: string;
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
}

/**
 * Native radio buttons dressed as stars: arrow keys, screen readers and form semantics come for free, and the
 * visual stars stay in reading order in rtl.
 */
export function StarPicker({ name, value, onChange, invalid }: StarPickerProps) {
  const { t } = orderingTranslations.useTranslation();
  return (
    <HStack gap="1" role="radiogroup" aria-invalid={invalid || undefined} aria-label={t('reviews.ratingLabel')}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Box
          as="label"
          key={star}
          cursor="pointer"
          fontSize="3xl"
          lineHeight="1"
          px="0.5"
          borderRadius="l1"
          color={star <= value ? 'orange.solid' : 'fg.subtle'}
          _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
          _hover={{ color: 'orange.fg' }}
        >
          <VisuallyHidden asChild>
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
          </VisuallyHidden>
          <StarIcon />
          <VisuallyHidden>{t('rating.stars', { value: star })}</VisuallyHidden>
        </Box>
      ))}
    </HStack>
  );
}
