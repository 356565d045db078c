import { Text, type TextProps } from '@restaurant/shared/ui';
import { orderingTranslations } from './translations';

export interface StarRatingProps extends Omit<TextProps, 'children'> {
  value: number;
}

/** Read-only stars: five glyphs for sight, one sentence for screen readers. */
export function StarRating({ value, ...textProps }: StarRatingProps) {
  const { t } = orderingTranslations.useTranslation();
  const full = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <Text as="span" role="img" aria-label={t('rating.stars', { value })} color="orange.solid" {...textProps}>
      {'★'.repeat(full)}
      <Text as="span" color="fg.subtle">
        {'★'.repeat(5 - full)}
      </Text>
    </Text>
  );
}
