import type { Order } from '@restaurant/shared/contracts';
import { Heading, HStack, Separator, Stack, Text } from '@restaurant/shared/ui';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { useFormatters } from '../../../lib/use-formatters';

/** The order's lines at the prices it was placed at, then subtotal, discount and total. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  return (
    <Stack as="section" gap="3" aria-labelledby="order-lines-title">
      <Heading as="h2" size="md" id="order-lines-title">
        {t('orders.lines')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {order.lines.map((line, index) => (
          <HStack as="li" key={`${line.name}-${index}`} justify="space-between" gap="3">
            <Text lang="vi">{t('orders.lineLabel', { quantity: line.quantity, name: line.name })}</Text>
            <Text fontWeight="medium">{format.price(line.lineTotal)}</Text>
          </HStack>
        ))}
      </Stack>
      <Separator />
      <Stack as="dl" gap="1">
        <HStack justify="space-between">
          <Text as="dt">{t('orders.subtotal')}</Text>
          <Text as="dd">{format.price(order.subtotal)}</Text>
        </HStack>
        {order.discount > 0 ? (
          <HStack justify="space-between" color="fg.success">
            <Text as="dt">{t('orders.discount', { code: order.voucherCode ?? '' })}</Text>
            <Text as="dd">−{format.price(order.discount)}</Text>
          </HStack>
        ) : null}
        <HStack justify="space-between" fontSize="lg" fontWeight="bold">
          <Text as="dt">{t('orders.total')}</Text>
          <Text as="dd">{format.price(order.total)}</Text>
        </HStack>
      </Stack>
    </Stack>
  );
}
