import type { Order } from '@restaurant/shared/contracts';
import { HStack, Stack, Text } from '@restaurant/shared/ui';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { useFormatters } from '../../../lib/use-formatters';

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <HStack as="div" gap="2" align="baseline" wrap="wrap">
      <Text as="dt" color="fg.muted" fontSize="sm" minW="32">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </HStack>
  );
}

/** When and how: pickup time or the reservation it is served at, the payment method, the diner's note. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  const when =
    order.type === 'PICKUP'
      ? t('orders.pickupAt', { time: order.pickupAt ? format.dateTime(order.pickupAt) : '' })
      : t('orders.dineInAt', {
          code: order.reservation?.code ?? '',
          time: order.reservation ? format.dateTime(order.reservation.startAt) : '',
        });
  return (
    <Stack as="dl" gap="2">
      <Fact label={t('orders.type')}>{when}</Fact>
      <Fact label={t('orders.payment')}>{t(`checkout.payments.${order.paymentMethod}`)}</Fact>
      {order.note ? <Fact label={t('orders.note')}>{order.note}</Fact> : null}
    </Stack>
  );
}
