import { StarIcon, Text, type TextProps } from '@restaurant/shared/ui';
import { orderingTranslations } from './translations';

export interface StarRatingProps extends Omit<TextProps, 'children'> {
  value: number;
}

/** Read-only stars: five drawn stars (at the text's size) for sight, one sentence for screen readers. */
export function StarRating({ value, ...textProps }: StarRatingProps) {
  const { t } = orderingTranslations.useTranslation();
  const full = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <Text
      as="span"
      role="img"
      aria-label={t('rating.stars', { value })}
      display="inline-flex"
      gap="0.5"
      color="orange.solid"
      {...textProps}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} color={index < full ? undefined : 'fg.subtle'} />
      ))}
    </Text>
  );
}
