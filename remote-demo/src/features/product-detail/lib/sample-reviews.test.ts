import type { Product } from '../../../lib/sample-data';
import { relatedProducts, sampleReviews } from './sample-reviews';

const product = (id: number, overrides: Partial<Product> = {}): Product => ({
  id,
  title: `Product ${id}`,
  price: 50,
  discount: 0,
  salesPrice: 50,
  related: false,
  category: ['books'],
  gender: 'Men',
  rating: 3,
  stock: true,
  qty: 1,
  colors: ['#1890FF'],
  photo: 'p.svg',
  created: '2026-01-01T00:00:00.000Z',
  description: '',
  ...overrides,
});

const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('sampleReviews', () => {
  it('gives the same three reviews for the same product, every time', () => {
    expect(sampleReviews(product(42), NOW)).toEqual(sampleReviews(product(42), NOW));
    expect(sampleReviews(product(42), NOW)).toHaveLength(3);
  });

  it.each([1, 2, 3, 5])('keeps ratings between 1 and 5, within a star of the product rating %i', (rating) => {
    for (const review of sampleReviews(product(17, { rating }), NOW)) {
      expect(review.rating).toBeGreaterThanOrEqual(Math.max(1, rating - 1));
      expect(review.rating).toBeLessThanOrEqual(Math.min(5, rating + 1));
    }
  });

  it('dates reviews after the product was created and never in the future', () => {
    for (const review of sampleReviews(product(9), NOW)) {
      expect(Date.parse(review.date)).toBeGreaterThan(Date.parse('2026-01-01T00:00:00.000Z'));
      expect(Date.parse(review.date)).toBeLessThan(NOW);
    }
  });
});

describe('relatedProducts', () => {
  const shown = product(1, { category: ['toys'] });
  it.each<[string, Product[], number[]]>([
    [
      'same category first, then those marked related',
      [product(2, { related: true }), product(3, { category: ['toys'] })],
      [3, 2],
    ],
    ['never the product itself', [shown, product(4, { category: ['toys'] })], [4]],
    ['nothing unrelated from another category', [product(5, { category: ['books'] })], []],
    ['at most four', [6, 7, 8, 9, 10].map((id) => product(id, { category: ['toys'] })), [6, 7, 8, 9]],
  ])('%s', (_name, products, expected) => {
    expect(relatedProducts(shown, products).map((p) => p.id)).toEqual(expected);
  });
});
