import type { CartLine } from '../../../lib/demo-cart';
import type { BillingAddress } from './billing-address';
import type { CheckoutTotals, DeliveryOption, PaymentOption } from './checkout-totals';

/** What the confirmation shows: a copy taken when the order is placed, since placing it empties the cart. */
export interface PlacedOrder {
  lines: CartLine[];
  totals: CheckoutTotals;
  address: BillingAddress;
  delivery: DeliveryOption;
  payment: PaymentOption;
}
