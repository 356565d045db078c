import type { Product } from '../../../lib/sample-data';
import {
  applyShopFilters,
  DEFAULT_SHOP_FILTERS,
  filtersFromParams,
  isFiltered,
  paramsFromFilters,
  type ShopFilters,
} from './shop-filters';

const product = (id: number, overrides: Partial<Product>): Product => ({
  id,
  title: `Product ${id}`,
  price: 100,
  discount: 0,
  salesPrice: 100,
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

const products = [
  product(1, {
    title: 'Wool Scarf',
    price: 30,
    category: ['fashion'],
    gender: 'Women',
    colors: ['#FF4842'],
    created: '2026-01-05T00:00:00.000Z',
  }),
  product(2, {
    title: 'Desk Lamp',
    price: 120,
    discount: 30,
    category: ['electronics'],
    created: '2026-01-04T00:00:00.000Z',
  }),
  product(3, {
    title: 'Story Book',
    price: 60,
    discount: 5,
    category: ['books'],
    gender: 'Kids',
    created: '2026-01-03T00:00:00.000Z',
  }),
  product(4, {
    title: 'Robot Toy',
    price: 210,
    category: ['toys'],
    gender: 'Kids',
    colors: ['#FF4842', '#000000'],
    rating: 4,
    created: '2026-01-02T00:00:00.000Z',
  }),
  product(5, {
    title: 'Rain Coat',
    price: 50,
    category: ['fashion'],
    gender: 'Men',
    created: '2026-01-01T00:00:00.000Z',
  }),
];
const ids = (filters: Partial<ShopFilters>) =>
  applyShopFilters(products, { ...DEFAULT_SHOP_FILTERS, ...filters }).map((p) => p.id);

describe('applyShopFilters', () => {
  it.each<[string, Partial<ShopFilters>, number[]]>([
    ['no filter: all, newest first', {}, [1, 2, 3, 4, 5]],
    ['search by title, any case', { search: '  LAMP ' }, [2]],
    ['category', { category: 'fashion' }, [1, 5]],
    ['gender', { gender: 'Kids' }, [3, 4]],
    ['price under 50 (50 itself is in the next band)', { price: 'under-50' }, [1]],
    ['price 50 to 100', { price: '50-100' }, [3, 5]],
    ['price 100 to 200', { price: '100-200' }, [2]],
    ['price over 200', { price: 'over-200' }, [4]],
    ['colour: any of the product colours', { color: 'red' }, [1, 4]],
    ['rating at least 4', { rating: 4 }, [4]],
    ['filters combine', { category: 'fashion', color: 'red' }, [1]],
    ['nothing matches', { category: 'books', gender: 'Women' }, []],
    ['sort price high to low', { sort: 'price-desc' }, [4, 2, 3, 5, 1]],
    ['sort price low to high', { sort: 'price-asc' }, [1, 5, 3, 2, 4]],
    ['sort discounted: biggest saving first, then newest', { sort: 'discounted' }, [2, 3, 1, 4, 5]],
    ['sort applies after the filters', { gender: 'Kids', sort: 'price-asc' }, [3, 4]],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...products];
    applyShopFilters(products, { ...DEFAULT_SHOP_FILTERS, sort: 'price-asc' });
    expect(products).toEqual(copy);
  });
});

describe('the filters in the URL', () => {
  it.each<[string, string, Partial<ShopFilters>]>([
    ['an empty URL is the default view', '', {}],
    [
      'every filter',
      'q=lamp&category=toys&gender=Women&price=50-100&color=pink&rating=3&sort=price-asc',
      {
        search: 'lamp',
        category: 'toys',
        gender: 'Women',
        price: '50-100',
        color: 'pink',
        rating: 3,
        sort: 'price-asc',
      },
    ],
    ['unknown values read as All / newest', 'category=shoes&rating=9&sort=random&color=%23fff', {}],
  ])('%s', (_name, query, expected) => {
    expect(filtersFromParams(new URLSearchParams(query))).toEqual({ ...DEFAULT_SHOP_FILTERS, ...expected });
  });

  it('writes only what differs from the defaults, and reads back the same filters', () => {
    const filters: ShopFilters = { ...DEFAULT_SHOP_FILTERS, category: 'books', sort: 'discounted' };
    expect(paramsFromFilters(filters).toString()).toBe('category=books&sort=discounted');
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(paramsFromFilters(DEFAULT_SHOP_FILTERS).toString()).toBe('');
  });

  it('says whether anything narrows the list (the sort alone does not)', () => {
    expect(isFiltered(DEFAULT_SHOP_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_SHOP_FILTERS, sort: 'price-asc' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_SHOP_FILTERS, color: 'black' })).toBe(true);
  });
});
