import { Controller, type Control } from 'react-hook-form';
import type { OrderType } from '@restaurant/shared/contracts';
import { Stack, Text } from '@restaurant/shared/ui';
import { RadioGroup } from '@restaurant/shared/ui-choice';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import type { CheckoutValues } from '../hooks/use-checkout-form';

const ORDER_TYPES: readonly OrderType[] = ['PICKUP', 'DINE_IN'];

/** Pickup at a time slot, or dine in at one of the diner's reservations. */
export function OrderTypePicker({ control }: { control: Control<CheckoutValues> }) {
  const { t } = checkoutTranslations.useTranslation();
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <RadioGroup.Root
          name={field.name}
          value={field.value}
          onValueChange={(details) => {
            const next = ORDER_TYPES.find((type) => type === details.value);
            if (next) field.onChange(next);
          }}
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
          gap="3"
        >
          <RadioGroup.Label gridColumn="1 / -1" fontSize="lg" fontWeight="semibold">
            {t('checkout.orderType')}
          </RadioGroup.Label>
          {ORDER_TYPES.map((type) => (
            <RadioGroup.Item key={type} value={type} borderWidth="1px" borderRadius="l2" p="4" alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <Stack gap="0.5">
                  <Text fontWeight="medium">{t(`checkout.types.${type}`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`checkout.typeHints.${type}`)}
                  </Text>
                </Stack>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
    />
  );
}
