import { useEffect } from 'react';
import { Button, Stack } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { AddToCartFeedback } from './add-to-cart-feedback';

const SUCCESS_VISIBLE_MS = 4000;

export interface AddToCartButtonProps {
  type: 'FOOD' | 'COMBO';
  itemId: number;
  name: string;
}

/** One tap adds one: the card's button. */
export function AddToCartButton({ type, itemId, name }: AddToCartButtonProps) {
  const { t } = orderingTranslations.useTranslation();
  const add = useAddToCart();
  const { isSuccess, reset } = add;

  // A success message is a confirmation, not something to dismiss by hand; failures stay until dismissed.
  useEffect(() => {
    if (!isSuccess) return undefined;
    const timer = setTimeout(reset, SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, reset]);

  return (
    <Stack gap="2" align="flex-end" minW="0">
      <Button
        size="sm"
        loading={add.isPending}
        loadingText={t('cart.adding')}
        aria-label={t('cart.addNamed', { name })}
        onClick={() => add.mutate({ type, itemId, quantity: 1 })}
      >
        {t('cart.add')}
      </Button>
      <AddToCartFeedback
        status={add.status}
        httpStatus={add.data?.status}
        error={add.error}
        onReset={add.reset}
        compact
      />
    </Stack>
  );
}
