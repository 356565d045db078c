import { Badge } from '@restaurant/shared/ui';
import type { OrderStatus } from '../lib/orders';
import { tablesTranslations } from '../translations';

// Status colours do not follow the theme: green is done, orange waits, blue moves, red stopped.
const PALETTE: Record<OrderStatus, string> = {
  delivered: 'green',
  pending: 'orange',
  shipped: 'blue',
  cancelled: 'red',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = tablesTranslations.useTranslation();
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}
