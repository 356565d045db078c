import { Controller, type Control } from 'react-hook-form';
import type { PaymentMethod } from '@restaurant/shared/contracts';
import { Stack, Text } from '@restaurant/shared/ui';
import { RadioGroup } from '@restaurant/shared/ui-choice';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import type { CheckoutValues } from '../hooks/use-checkout-form';

const PAYMENT_METHODS: readonly PaymentMethod[] = ['PAY_AT_RESTAURANT', 'BANK_TRANSFER'];

/** Pay at the restaurant, or by bank transfer (the accounts are shown once chosen). */
export function PaymentMethodPicker({ control }: { control: Control<CheckoutValues> }) {
  const { t } = checkoutTranslations.useTranslation();
  return (
    <Controller
      control={control}
      name="paymentMethod"
      render={({ field }) => (
        <RadioGroup.Root
          name={field.name}
          value={field.value}
          onValueChange={(details) => {
            const next = PAYMENT_METHODS.find((method) => method === details.value);
            if (next) field.onChange(next);
          }}
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
          gap="3"
        >
          <RadioGroup.Label gridColumn="1 / -1" fontSize="lg" fontWeight="semibold">
            {t('checkout.payment')}
          </RadioGroup.Label>
          {PAYMENT_METHODS.map((method) => (
            <RadioGroup.Item
              key={method}
              value={method}
              borderWidth="1px"
              borderRadius="l2"
              p="4"
              alignItems="flex-start"
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <Stack gap="0.5">
                  <Text fontWeight="medium">{t(`checkout.payments.${method}`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`checkout.paymentHints.${method}`)}
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
