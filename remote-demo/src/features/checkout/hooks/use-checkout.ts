import { useState } from 'react';
import { useCartLines, useClearCart } from '../../../lib/demo-cart';
import { EMPTY_BILLING_ADDRESS, type BillingAddress } from '../lib/billing-address';
import { checkoutTotals, type DeliveryOption, type PaymentOption } from '../lib/checkout-totals';
import type { PlacedOrder } from '../lib/placed-order';

/** Where the shopper is in checkout and what they chose; placing the order keeps a copy and empties the cart. */
export function useCheckout() {
  const lines = useCartLines();
  const clearCart = useClearCart();
  const [step, setStep] = useState(0);
  const [address, setAddress] = useState<BillingAddress>(EMPTY_BILLING_ADDRESS);
  const [delivery, setDelivery] = useState<DeliveryOption>('standard');
  const [payment, setPayment] = useState<PaymentOption>('card');
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const totals = checkoutTotals(lines, delivery);

  return {
    lines,
    step,
    totals,
    address,
    delivery,
    payment,
    placed,
    setDelivery,
    setPayment,
    back: () => setStep((current) => Math.max(0, current - 1)),
    toBilling: () => setStep(1),
    toDelivery: (next: BillingAddress) => {
      setAddress(next);
      setStep(2);
    },
    placeOrder: () => {
      setPlaced({ lines, totals, address, delivery, payment });
      clearCart();
      setStep(3);
    },
  };
}
