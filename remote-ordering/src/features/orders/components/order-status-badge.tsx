import type { OrderStatus } from '@restaurant/shared/contracts';
import { Badge } from '@restaurant/shared/ui';
import { checkoutTranslations } from '../../../lib/checkout-translations';

// Status colours are meaning, not theme: they stay the same whatever colour theme the diner picked.
const PALETTE: Record<OrderStatus, string> = {
  PLACED: 'blue',
  PREPARING: 'orange',
  READY: 'green',
  COMPLETED: 'gray',
  CANCELLED: 'red',
};

/** The order's status in words, coloured by meaning. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = checkoutTranslations.useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="md">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
