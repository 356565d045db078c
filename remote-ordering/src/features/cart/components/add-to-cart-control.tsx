import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { AddToCartFeedback } from './add-to-cart-feedback';
import { QuantityStepper } from './quantity-stepper';

export interface AddToCartControlProps {
  type: 'FOOD' | 'COMBO';
  itemId: number;
  name: string;
  unitPrice: number;
}

/** Detail pages: a quantity picker, the price it comes to, and the add button with its outcome. */
export function AddToCartControl({ type, itemId, name, unitPrice }: AddToCartControlProps) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const add = useAddToCart();
  const [quantity, setQuantity] = useState(1);

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border" borderRadius="card" p="4">
      <HStack gap="4" wrap="wrap" justify="space-between">
        <HStack gap="3">
          <Text as="span" fontWeight="medium" id={`quantity-${type}-${itemId}`}>
            {t('cart.quantity')}
          </Text>
          <QuantityStepper
            value={quantity}
            min={1}
            name={name}
            onChange={(value) => {
              setQuantity(value);
              add.reset();
            }}
          />
        </HStack>
        <Text fontWeight="semibold" aria-live="polite">
          {t('cart.subtotal', { amount: format.price(unitPrice * quantity) })}
        </Text>
      </HStack>
      <Button
        loading={add.isPending}
        loadingText={t('cart.adding')}
        onClick={() => add.mutate({ type, itemId, quantity })}
      >
        {t('cart.addQuantity', { count: quantity })}
      </Button>
      <AddToCartFeedback status={add.status} httpStatus={add.data?.status} error={add.error} onReset={add.reset} />
    </Stack>
  );
}
