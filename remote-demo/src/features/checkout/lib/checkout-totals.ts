import type { CartLine } from '../../../lib/demo-cart';

/** Delivery choices and what each costs (USD): standard is free, express is paid. */
export const DELIVERY_OPTIONS = { standard: 0, express: 10 } as const;
export type DeliveryOption = keyof typeof DELIVERY_OPTIONS;

export const PAYMENT_OPTIONS = ['card', 'paypal', 'cash'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export interface CheckoutTotals {
  /** Before discounts: each line's "was" price (salesPrice) × qty. */
  subtotal: number;
  /** Each line's discount × qty. */
  discount: number;
  shipping: number;
  /** subtotal − discount + shipping, i.e. what the lines cost at their price, plus delivery. */
  total: number;
}

/**
 * The order's figures, the same wherever they show (cart step, summary, confirmation). The subtotal counts the
 * undiscounted price so the discount line can be shown and subtracted once.
 */
export function checkoutTotals(lines: readonly CartLine[], delivery: DeliveryOption): CheckoutTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.salesPrice * line.qty, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount * line.qty, 0);
  // Nothing to deliver costs nothing to deliver.
  const shipping = lines.length === 0 ? 0 : DELIVERY_OPTIONS[delivery];
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}
