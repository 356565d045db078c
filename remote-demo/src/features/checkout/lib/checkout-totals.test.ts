import type { CartLine } from '../../../lib/demo-cart';
import { checkoutTotals, type CheckoutTotals, type DeliveryOption } from './checkout-totals';

const line = (id: number, price: number, discount: number, qty: number): CartLine => ({
  id,
  title: `Product ${id}`,
  photo: 'p.svg',
  price,
  discount,
  salesPrice: price + discount,
  color: '#000000',
  qty,
});

describe('checkoutTotals', () => {
  it.each<[string, CartLine[], DeliveryOption, CheckoutTotals]>([
    [
      'an empty cart costs nothing, even by express',
      [],
      'express',
      { subtotal: 0, discount: 0, shipping: 0, total: 0 },
    ],
    [
      'one line, no discount, free standard delivery',
      [line(1, 40, 0, 1)],
      'standard',
      { subtotal: 40, discount: 0, shipping: 0, total: 40 },
    ],
    [
      'the discount counts once per item',
      [line(1, 80, 20, 3)],
      'standard',
      { subtotal: 300, discount: 60, shipping: 0, total: 240 },
    ],
    [
      'express delivery adds its price once',
      [line(1, 80, 20, 1), line(2, 15, 0, 2)],
      'express',
      { subtotal: 130, discount: 20, shipping: 10, total: 120 },
    ],
  ])('%s', (_name, lines, delivery, expected) => {
    expect(checkoutTotals(lines, delivery)).toEqual(expected);
  });

  it('always totals to the lines at their price plus delivery', () => {
    const lines = [line(1, 99, 11, 2), line(2, 250, 40, 1), line(3, 10, 0, 5)];
    const { total, shipping } = checkoutTotals(lines, 'express');
    expect(total).toBe(lines.reduce((sum, l) => sum + l.price * l.qty, 0) + shipping);
  });
});
