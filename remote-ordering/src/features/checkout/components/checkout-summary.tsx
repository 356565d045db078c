import type { Cart } from '@restaurant/shared/contracts';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { PriceSummary } from '../../../lib/price-summary';

export interface CheckoutSummaryProps {
  cart: Cart;
  /** The voucher that applies and what it takes off, as the API's preview computed it. */
  voucher: { code: string; discount: number } | null;
}

/**
 * What is being ordered and what it costs, in VND. The API prices the order again when it is placed, so these are
 * the cart's current prices, not promises.
 */
export function CheckoutSummary({ cart, voucher }: CheckoutSummaryProps) {
  const { t } = checkoutTranslations.useTranslation();
  const discount = voucher ? Math.min(voucher.discount, cart.total) : 0;
  return (
    <PriceSummary
      title={t('checkout.summaryTitle')}
      lines={cart.cartDetails}
      subtotal={cart.total}
      discount={voucher ? { code: voucher.code, amount: discount } : null}
      total={cart.total - discount}
    />
  );
}
