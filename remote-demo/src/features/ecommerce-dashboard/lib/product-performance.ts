import type { Product } from '../../../lib/sample-data';
import type { Period } from './period-figures';

export type PerformanceLevel = 'high' | 'medium' | 'low';

export interface ProductPerformance {
  product: Product;
  unitsSold: number;
  revenue: number;
  level: PerformanceLevel;
}

const PERIOD_FACTOR: Record<Period, number> = { 'this-month': 7, 'last-month': 5, 'this-year': 61 };

/** Units a product sold in the period: from its id and the period only, so the same inputs give the same table. */
function unitsSold(product: Product, period: Period): number {
  return ((product.id * PERIOD_FACTOR[period]) % 97) + 3 + (period === 'this-year' ? 400 : 0);
}

function levelOf(units: number, period: Period): PerformanceLevel {
  const base = period === 'this-year' ? 400 : 0;
  if (units - base >= 65) return 'high';
  if (units - base >= 30) return 'medium';
  return 'low';
}

/** The best-selling products of the period (by revenue), at most `limit` of them. */
export function productPerformance(products: readonly Product[], period: Period, limit = 5): ProductPerformance[] {
  return products
    .map((product) => {
      const units = unitsSold(product, period);
      return { product, unitsSold: units, revenue: units * product.price, level: levelOf(units, period) };
    })
    .sort((a, b) => b.revenue - a.revenue || a.product.id - b.product.id)
    .slice(0, limit);
}
