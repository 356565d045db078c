import { Controller, type Control } from 'react-hook-form';
import { Stack, Text } from '@restaurant/shared/ui';
import { Checkbox } from '@restaurant/shared/ui-checkbox';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import type { CheckoutValues } from '../hooks/use-checkout-form';

/** A pick-up order only: the diner may ask for an e-mail when the kitchen marks the order ready. */
export function NotifyWhenReadyField({ control }: { control: Control<CheckoutValues> }) {
  const { t } = checkoutTranslations.useTranslation();
  return (
    <Controller
      control={control}
      name="notifyWhenReady"
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value}
          onCheckedChange={({ checked }) => field.onChange(checked === true)}
          name={field.name}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Stack gap="0.5">
            <Checkbox.Label>{t('checkout.notifyWhenReady')}</Checkbox.Label>
            <Text fontSize="sm" color="fg.muted">
              {t('checkout.notifyWhenReadyHint')}
            </Text>
          </Stack>
        </Checkbox.Root>
      )}
    />
  );
}
