import type { ReactNode } from 'react';
import type { ComboDetail as ComboDetailData } from '@restaurant/shared/contracts';
import { Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

export interface ComboOrderControlProps {
  combo: ComboDetailData;
  /** The add-to-cart control the page puts here (the cart is another feature). */
  renderAddToCart?: (combo: ComboDetailData) => ReactNode;
}

/** The combo's add-to-cart control; while the kitchen has it sold out for today, a status saying so instead. */
export function ComboOrderControl({ combo, renderAddToCart }: ComboOrderControlProps) {
  const { t } = orderingTranslations.useTranslation();
  if (combo.soldOut) {
    return (
      <Text role="status" fontWeight="semibold" color="fg.muted">
        {t('combos.soldOutLong')}
      </Text>
    );
  }
  return renderAddToCart?.(combo) ?? null;
}
