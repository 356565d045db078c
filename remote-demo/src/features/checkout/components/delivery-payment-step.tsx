import { Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { RadioGroup } from '@restaurant/shared/ui-choice';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { DELIVERY_OPTIONS, PAYMENT_OPTIONS, type DeliveryOption, type PaymentOption } from '../lib/checkout-totals';
import { checkoutTranslations } from '../translations';

export interface DeliveryPaymentStepProps {
  delivery: DeliveryOption;
  payment: PaymentOption;
  onDeliveryChange: (delivery: DeliveryOption) => void;
  onPaymentChange: (payment: PaymentOption) => void;
  onBack: () => void;
  onPlaceOrder: () => void;
}

const DELIVERIES = Object.keys(DELIVERY_OPTIONS) as DeliveryOption[];

/** Step 3: standard (free) or express (paid) delivery, which changes the total, and how to pay. */
export function DeliveryPaymentStep(props: DeliveryPaymentStepProps) {
  const { t } = checkoutTranslations.useTranslation();
  const { wholeMoney: money } = useDemoFormatters();
  return (
    <Stack gap="8">
      <RadioGroup.Root
        value={props.delivery}
        onValueChange={(details) => {
          const next = DELIVERIES.find((option) => option === details.value);
          if (next) props.onDeliveryChange(next);
        }}
        display="flex"
        flexDirection="column"
        gap="3"
      >
        <RadioGroup.Label fontSize="xl" fontWeight="semibold">
          {t('delivery.title')}
        </RadioGroup.Label>
        {DELIVERIES.map((option) => (
          <RadioGroup.Item
            key={option}
            value={option}
            borderWidth="1px"
            borderRadius="l2"
            p="4"
            alignItems="flex-start"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText flex="1">
              <HStack justify="space-between" gap="4">
                <Stack gap="0.5">
                  <Text fontWeight="medium">{t(`delivery.${option}`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`delivery.${option}Hint`)}
                  </Text>
                </Stack>
                <Text fontWeight="semibold">
                  {DELIVERY_OPTIONS[option] === 0 ? t('summary.free') : money(DELIVERY_OPTIONS[option])}
                </Text>
              </HStack>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <RadioGroup.Root
        value={props.payment}
        onValueChange={(details) => {
          const next = PAYMENT_OPTIONS.find((option) => option === details.value);
          if (next) props.onPaymentChange(next);
        }}
        display="flex"
        flexDirection="column"
        gap="3"
      >
        <RadioGroup.Label fontSize="xl" fontWeight="semibold">
          {t('payment.title')}
        </RadioGroup.Label>
        {PAYMENT_OPTIONS.map((option) => (
          <RadioGroup.Item key={option} value={option} borderWidth="1px" borderRadius="l2" p="4">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t(`payment.${option}`)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <HStack justify="space-between">
        <Button variant="outline" onClick={props.onBack}>
          {t('back')}
        </Button>
        <Button onClick={props.onPlaceOrder}>{t('payment.placeOrder')}</Button>
      </HStack>
    </Stack>
  );
}
