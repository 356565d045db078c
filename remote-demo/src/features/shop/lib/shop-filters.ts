import { colorKeyOf, type ProductColorKey } from '../../../lib/demo-cart';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_GENDERS,
  type Product,
  type ProductCategory,
  type ProductGender,
} from '../../../lib/sample-data';

/** Price bands in US dollars, upper bound excluded; the sample prices run from 10 to 250. */
export const PRICE_BANDS = {
  'under-50': { min: 0, max: 50 },
  '50-100': { min: 50, max: 100 },
  '100-200': { min: 100, max: 200 },
  'over-200': { min: 200, max: Number.POSITIVE_INFINITY },
} as const;
export type PriceBand = keyof typeof PRICE_BANDS;

/** "At least this many stars". */
export const RATING_FLOORS = [4, 3, 2] as const;
export type RatingFloor = (typeof RATING_FLOORS)[number];

export const SORTS = ['newest', 'price-desc', 'price-asc', 'discounted'] as const;
export type ShopSort = (typeof SORTS)[number];

export const COLOR_KEYS: readonly ProductColorKey[] = ['blue', 'lime', 'red', 'amber', 'green', 'black', 'pink'];

/** The shop's filters; `'all'` means the filter is off. */
export interface ShopFilters {
  search: string;
  category: ProductCategory | 'all';
  gender: ProductGender | 'all';
  price: PriceBand | 'all';
  color: ProductColorKey | 'all';
  rating: RatingFloor | 'all';
  sort: ShopSort;
}

// Spec section 4 (filter reset): every filter back to All, the sort back to newest, the search emptied.
export const DEFAULT_SHOP_FILTERS: ShopFilters = {
  search: '',
  category: 'all',
  gender: 'all',
  price: 'all',
  color: 'all',
  rating: 'all',
  sort: 'newest',
};

const oneOf = <T extends string | number>(options: readonly T[], value: string | null): T | undefined =>
  options.find((option) => String(option) === value);

/** The filters a URL carries (`?category=books&sort=price-asc`); anything unknown reads as its default. */
export function filtersFromParams(params: URLSearchParams): ShopFilters {
  return {
    search: params.get('q') ?? '',
    category: oneOf(PRODUCT_CATEGORIES, params.get('category')) ?? 'all',
    gender: oneOf(PRODUCT_GENDERS, params.get('gender')) ?? 'all',
    price: oneOf(Object.keys(PRICE_BANDS) as PriceBand[], params.get('price')) ?? 'all',
    color: oneOf(COLOR_KEYS, params.get('color')) ?? 'all',
    rating: oneOf(RATING_FLOORS, params.get('rating')) ?? 'all',
    sort: oneOf(SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The URL of some filters: only what differs from the defaults, so a plain shop link is the default view. */
export function paramsFromFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('q', filters.search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.gender !== 'all') params.set('gender', filters.gender);
  if (filters.price !== 'all') params.set('price', filters.price);
  if (filters.color !== 'all') params.set('color', filters.color);
  if (filters.rating !== 'all') params.set('rating', String(filters.rating));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** Whether any filter or the search narrows the list (the sort does not). */
export function isFiltered(filters: ShopFilters): boolean {
  return paramsFromFilters({ ...filters, sort: 'newest' }).size > 0;
}

function matches(product: Product, filters: ShopFilters): boolean {
  const search = filters.search.trim().toLocaleLowerCase();
  if (search !== '' && !product.title.toLocaleLowerCase().includes(search)) return false;
  if (filters.category !== 'all' && !product.category.includes(filters.category)) return false;
  if (filters.gender !== 'all' && product.gender !== filters.gender) return false;
  if (filters.price !== 'all') {
    const band = PRICE_BANDS[filters.price];
    if (product.price < band.min || product.price >= band.max) return false;
  }
  if (filters.color !== 'all' && !product.colors.some((hex) => colorKeyOf(hex) === filters.color)) return false;
  if (filters.rating !== 'all' && product.rating < filters.rating) return false;
  return true;
}

const byNewest = (a: Product, b: Product) => b.created.localeCompare(a.created) || a.id - b.id;
const COMPARE: Record<ShopSort, (a: Product, b: Product) => number> = {
  newest: byNewest,
  'price-desc': (a, b) => b.price - a.price || byNewest(a, b),
  'price-asc': (a, b) => a.price - b.price || byNewest(a, b),
  // Discounted: the biggest saving first; products without a discount keep the newest order after them.
  discounted: (a, b) => b.discount - a.discount || byNewest(a, b),
};

/** The products the filters let through, in the chosen order (the combined filters all apply). */
export function applyShopFilters(products: readonly Product[], filters: ShopFilters): Product[] {
  return products.filter((product) => matches(product, filters)).sort(COMPARE[filters.sort]);
}
