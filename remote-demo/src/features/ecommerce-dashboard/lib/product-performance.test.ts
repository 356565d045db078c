import type { Product } from '../../../lib/sample-data';
import { productPerformance } from './product-performance';

function product(id: number, price: number): Product {
  return {
    id,
    title: `Product ${id}`,
    price,
    discount: 0,
    salesPrice: price,
    related: false,
    category: ['books'],
    gender: 'Men',
    rating: 3,
    stock: true,
    qty: 1,
    colors: [],
    photo: '',
    created: '2026-01-01T00:00:00.000Z',
    description: '',
  };
}

const products = [
  product(11, 20),
  product(250, 90),
  product(1999, 5),
  product(77, 140),
  product(640, 60),
  product(3, 12),
];

describe('productPerformance', () => {
  it('lists the best earners first, at most the limit', () => {
    const rows = productPerformance(products, 'this-month', 4);
    expect(rows).toHaveLength(4);
    const revenues = rows.map((row) => row.revenue);
    expect([...revenues].sort((a, b) => b - a)).toEqual(revenues);
    rows.forEach((row) => expect(row.revenue).toBe(row.unitsSold * row.product.price));
  });

  it('gives the same table for the same period and a different one for another period', () => {
    expect(productPerformance(products, 'last-month')).toEqual(productPerformance(products, 'last-month'));
    expect(productPerformance(products, 'last-month').map((row) => row.unitsSold)).not.toEqual(
      productPerformance(products, 'this-month').map((row) => row.unitsSold),
    );
  });

  it('sells far more units over a year than over a month', () => {
    const year = productPerformance(products, 'this-year');
    const month = productPerformance(products, 'this-month');
    expect(Math.min(...year.map((row) => row.unitsSold))).toBeGreaterThan(
      Math.max(...month.map((row) => row.unitsSold)),
    );
  });

  it('is empty without products', () => {
    expect(productPerformance([], 'this-year')).toEqual([]);
  });
});
