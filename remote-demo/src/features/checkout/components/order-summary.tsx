import { Card, HStack, Stack, Text } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { CheckoutTotals } from '../lib/checkout-totals';
import { checkoutTranslations } from '../translations';

export interface OrderSummaryProps {
  totals: CheckoutTotals;
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack
      justify="space-between"
      fontWeight={strong ? 'bold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
      borderTopWidth={strong ? '1px' : undefined}
      pt={strong ? '3' : undefined}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd">{value}</Text>
    </HStack>
  );
}

/** Subtotal, discount, shipping and total: the same figures on every step and on the confirmation. */
export function OrderSummary({ totals }: OrderSummaryProps) {
  const { t } = checkoutTranslations.useTranslation();
  const { wholeMoney: money } = useDemoFormatters();
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby="order-summary-title">
      <Card.Body gap="4">
        <Text as="h2" id="order-summary-title" fontWeight="semibold" fontSize="lg">
          {t('summary.title')}
        </Text>
        <Stack as="dl" gap="2">
          <Row label={t('summary.subtotal')} value={money(totals.subtotal)} />
          <Row label={t('summary.discount')} value={totals.discount > 0 ? `−${money(totals.discount)}` : money(0)} />
          <Row
            label={t('summary.shipping')}
            value={totals.shipping === 0 ? t('summary.free') : money(totals.shipping)}
          />
          <Row label={t('summary.total')} value={money(totals.total)} strong />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
