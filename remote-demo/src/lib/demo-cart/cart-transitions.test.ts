import type { Product } from '../sample-data';
import { useDemoCartStore } from './cart-store';
import {
  addLine,
  decrementLine,
  incrementLine,
  itemCount,
  lineOf,
  removeLine,
  type CartLine,
} from './cart-transitions';

const line = (id: number, qty = 1): CartLine => ({
  id,
  title: `Product ${id}`,
  photo: `product-${id}.svg`,
  price: 80,
  salesPrice: 100,
  discount: 20,
  color: '#FF4842',
  qty,
});

describe('demo cart transitions (spec section 4)', () => {
  it.each([
    ['add appends a new product', addLine([line(1)], line(2)), [line(1), line(2)]],
    ['add of a product already there increments it', addLine([line(1, 2)], line(1)), [line(1, 3)]],
    ['add of several at once adds them all', addLine([line(1)], line(1, 4)), [line(1, 5)]],
    ['increment adds one to that line only', incrementLine([line(1), line(2)], 2), [line(1), line(2, 2)]],
    ['decrement takes one away', decrementLine([line(1, 3)], 1), [line(1, 2)]],
    ['decrement never goes below 1', decrementLine([line(1, 1)], 1), [line(1, 1)]],
    ['delete removes the line', removeLine([line(1), line(2)], 1), [line(2)]],
    ['an unknown id changes nothing', incrementLine([line(1)], 9), [line(1)]],
  ])('%s', (_name, after, expected) => {
    expect(after).toEqual(expected);
  });

  it('counts items, not lines', () => {
    expect(itemCount([line(1, 2), line(2, 3)])).toBe(5);
    expect(itemCount([])).toBe(0);
  });

  it('makes a line from a product with its first colour, at least one item', () => {
    const product: Product = {
      id: 7,
      title: 'Lamp',
      price: 40,
      discount: 10,
      salesPrice: 50,
      related: false,
      category: ['electronics'],
      gender: 'Men',
      rating: 3,
      stock: true,
      qty: 1,
      colors: ['#1890FF', '#000000'],
      photo: 'lamp.svg',
      created: '2026-01-01T00:00:00.000Z',
      description: 'A lamp',
    };
    expect(lineOf(product, 0)).toMatchObject({ id: 7, qty: 1, color: '#1890FF', price: 40, salesPrice: 50 });
  });
});

describe('useDemoCartStore', () => {
  beforeEach(() => useDemoCartStore.getState().clear());

  it('applies the transitions and clears', () => {
    const cart = useDemoCartStore.getState();
    cart.add(line(1));
    cart.add(line(1));
    cart.add(line(2));
    cart.decrement(2);
    cart.increment(2);
    expect(useDemoCartStore.getState().lines).toEqual([line(1, 2), line(2, 2)]);
    cart.remove(1);
    expect(useDemoCartStore.getState().lines).toEqual([line(2, 2)]);
    cart.clear();
    expect(useDemoCartStore.getState().lines).toEqual([]);
  });
});
