import type { Order } from '@restaurant/shared/contracts';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Card, Heading, HStack, LinkOverlay, LinkBox, Text } from '@restaurant/shared/ui';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { useFormatters } from '../../../lib/use-formatters';
import { OrderStatusBadge } from './order-status-badge';

/** One order in "my orders": code (the link to its page), status, when, how many items and the total. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = checkoutTranslations.useTranslation();
  const format = useFormatters();
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root variant="outline" size="sm" _hover={{ borderColor: 'colorPalette.solid' }}>
        <Card.Body gap="2">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Heading as="h2" size="sm">
              <LinkOverlay asChild>
                <RouterLink to={paths.orderDetail(order.id)}>{t('orders.orderTitle', { code: order.code })}</RouterLink>
              </LinkOverlay>
            </Heading>
            <OrderStatusBadge status={order.status} />
          </HStack>
          <HStack justify="space-between" gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>
              {t('orders.placedOn', { date: format.dateTime(order.createdAt) })} · {t(`checkout.types.${order.type}`)} ·{' '}
              {t('orders.itemCount', { count: items })}
            </Text>
            <Text fontWeight="semibold" color="fg">
              {format.price(order.total)}
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
