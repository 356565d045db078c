import type { Product } from '../../../lib/sample-data';

/** A review shown on the detail page. The sample data has none, so they are derived from the product (below). */
export interface SampleReview {
  id: string;
  name: string;
  rating: number;
  /** ISO date-time. */
  date: string;
  comment: string;
}

// Sample content, kept as data like the rest of the sample set (not translated).
const REVIEWERS = [
  'Linh Tran',
  'Omar Haddad',
  'Chloé Martin',
  'Wei Zhang',
  'Sofia Rossi',
  'Hugo Bernard',
  'Amina Diallo',
];
const COMMENTS = [
  'Exactly as described, and it arrived well packed.',
  'Good value for the price. I would buy it again.',
  'The colour is a little different from the photo, but I like it.',
  'Solid quality. It has held up well after a few weeks.',
  'A nice gift: my family loved it.',
  'Delivery was quick and the product works perfectly.',
];
/**
 * Three reviews derived from the product's id alone, so a product always shows the same ones (no randomness between
 * renders or reloads): names and comments step through fixed lists, ratings stay within one star of the product's,
 * and the dates fall between its creation and `now` (a quarter, half and three quarters of the way): after the
 * product existed, never in the future.
 */
export function sampleReviews(product: Product, now: number): SampleReview[] {
  const created = new Date(product.created).getTime();
  const span = Math.max(0, now - created);
  return [0, 1, 2].map((index) => {
    const seed = product.id * 7 + index * 3;
    const rating = Math.min(5, Math.max(1, product.rating + ((seed % 3) - 1)));
    return {
      id: `${product.id}-${index}`,
      name: REVIEWERS[seed % REVIEWERS.length] ?? 'Anonymous',
      rating,
      date: new Date(created + Math.round((span * (index + 1)) / 4)).toISOString(),
      comment: COMMENTS[(product.id + index) % COMMENTS.length] ?? '',
    };
  });
}

/** Products to suggest beside one: those marked related or in the same category, never itself, at most `limit`. */
export function relatedProducts(product: Product, products: readonly Product[], limit = 4): Product[] {
  return products
    .filter((other) => other.id !== product.id)
    .filter((other) => other.related || other.category.some((category) => product.category.includes(category)))
    .sort(
      (a, b) =>
        Number(b.category.some((c) => product.category.includes(c))) -
        Number(a.category.some((c) => product.category.includes(c))),
    )
    .slice(0, limit);
}
