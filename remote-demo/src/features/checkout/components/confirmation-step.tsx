import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Button, HStack, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { PlacedOrder } from '../lib/placed-order';
import { checkoutTranslations } from '../translations';
import { OrderSummary } from './order-summary';

export interface ConfirmationStepProps {
  order: PlacedOrder;
}

/** Step 4: thanks, and what was ordered, where it goes, how it comes and how it is paid. */
export function ConfirmationStep({ order }: ConfirmationStepProps) {
  const { t } = checkoutTranslations.useTranslation();
  const { wholeMoney: money, number: count } = useDemoFormatters();
  const { address } = order;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Text as="h2" fontSize="2xl" fontWeight="bold" color="green.fg">
          {t('confirmation.title')}
        </Text>
        <Text color="fg.muted">{t('confirmation.description')}</Text>
      </Stack>
      <Stack as="ul" gap="2" listStyleType="none">
        {order.lines.map((line) => (
          <HStack as="li" key={line.id} justify="space-between" gap="4">
            <Text>
              {line.title} × {count(line.qty)}
            </Text>
            <Text fontWeight="semibold">{money(line.price * line.qty)}</Text>
          </HStack>
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" as="dl">
        <Stack gap="1">
          <Text as="dt" fontWeight="semibold">
            {t('confirmation.shipTo')}
          </Text>
          <Text as="dd" color="fg.muted">
            {address.fullName}, {address.address}, {address.postalCode} {address.city}, {address.country}
          </Text>
        </Stack>
        <Stack gap="1">
          <Text as="dt" fontWeight="semibold">
            {t('confirmation.deliveryBy')}
          </Text>
          <Text as="dd" color="fg.muted">
            {t(`delivery.${order.delivery}`)}
          </Text>
        </Stack>
        <Stack gap="1">
          <Text as="dt" fontWeight="semibold">
            {t('confirmation.paidWith')}
          </Text>
          <Text as="dd" color="fg.muted">
            {t(`payment.${order.payment}`)}
          </Text>
        </Stack>
      </SimpleGrid>
      <OrderSummary totals={order.totals} />
      <Button asChild alignSelf="flex-start">
        <RouterLink to={paths.demo.ecommerce.shop}>{t('confirmation.continue')}</RouterLink>
      </Button>
    </Stack>
  );
}
