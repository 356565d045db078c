import type { Order } from '@restaurant/shared/contracts';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { PriceSummary } from '../../../lib/price-summary';

/** The order's lines at the prices it was placed at, then subtotal, discount and total. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = checkoutTranslations.useTranslation();
  return (
    <PriceSummary
      title={t('orders.lines')}
      lines={order.lines}
      subtotal={order.subtotal}
      discount={order.discount > 0 ? { code: order.voucherCode ?? '', amount: order.discount } : null}
      total={order.total}
    />
  );
}
