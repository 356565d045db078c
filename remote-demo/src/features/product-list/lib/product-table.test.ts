import type { Product } from '../../../lib/sample-data';
import {
  DEFAULT_SORT,
  clampPage,
  deleteProducts,
  nextSort,
  pageCount,
  pageOf,
  searchProducts,
  selectionState,
  sortProducts,
  toggleAll,
  toggleOne,
  type Sort,
} from './product-table';

function product(id: number, title: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    title,
    price: 10,
    discount: 0,
    salesPrice: 10,
    related: false,
    category: ['books'],
    gender: 'Kids',
    rating: 3,
    stock: true,
    qty: 1,
    colors: [],
    photo: '',
    created: '2026-01-01T00:00:00.000Z',
    description: '',
    ...overrides,
  };
}

const lamp = product(1, 'Desk lamp', {
  category: ['electronics'],
  price: 45,
  stock: false,
  created: '2026-03-01T00:00:00.000Z',
});
const novel = product(2, 'Night novel', { category: ['books'], price: 12, created: '2026-01-15T00:00:00.000Z' });
const jacket = product(3, 'Blue jacket', { category: ['fashion'], price: 80, created: '2026-02-10T00:00:00.000Z' });
const robot = product(4, 'Toy robot', {
  category: ['toys'],
  price: 12,
  stock: false,
  created: '2026-02-01T00:00:00.000Z',
});
const all = [lamp, novel, jacket, robot];
const ids = (products: readonly Product[]) => products.map((item) => item.id);

describe('searchProducts', () => {
  it.each([
    ['', [1, 2, 3, 4]],
    ['  LAMP ', [1]],
    ['bo', [2, 4]],
    ['fashion', [3]],
    ['nothing like it', []],
  ])('finds %j in titles and categories: %j', (query, expected) => {
    expect(ids(searchProducts(all, query))).toEqual(expected);
  });
});

describe('sortProducts', () => {
  it.each<[Sort, number[]]>([
    [{ key: 'title', direction: 'ascending' }, [3, 1, 2, 4]],
    [{ key: 'title', direction: 'descending' }, [4, 2, 1, 3]],
    [{ key: 'category', direction: 'ascending' }, [2, 1, 3, 4]],
    [{ key: 'created', direction: 'descending' }, [1, 3, 4, 2]],
    [{ key: 'created', direction: 'ascending' }, [2, 4, 3, 1]],
    [{ key: 'stock', direction: 'ascending' }, [1, 4, 2, 3]],
    [{ key: 'stock', direction: 'descending' }, [2, 3, 1, 4]],
    // Equal prices keep the id order, whatever the direction of the rest.
    [{ key: 'price', direction: 'ascending' }, [2, 4, 1, 3]],
    [{ key: 'price', direction: 'descending' }, [3, 1, 2, 4]],
  ])('sorts by %o', (sort, expected) => {
    expect(ids(sortProducts(all, sort))).toEqual(expected);
  });

  it('leaves the list it was given as it was', () => {
    sortProducts(all, DEFAULT_SORT);
    expect(ids(all)).toEqual([1, 2, 3, 4]);
  });
});

describe('nextSort', () => {
  it.each<[Sort, Sort['key'], Sort]>([
    [DEFAULT_SORT, 'title', { key: 'title', direction: 'ascending' }],
    [{ key: 'title', direction: 'ascending' }, 'title', { key: 'title', direction: 'descending' }],
    [{ key: 'title', direction: 'descending' }, 'title', { key: 'title', direction: 'ascending' }],
    [{ key: 'title', direction: 'descending' }, 'price', { key: 'price', direction: 'ascending' }],
  ])('from %o, clicking %s gives %o', (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected);
  });
});

describe('paging', () => {
  const twelve = Array.from({ length: 12 }, (_, index) => index + 1);

  it.each([
    [12, 5, 3],
    [12, 10, 2],
    [12, 25, 1],
    [10, 5, 2],
    [0, 5, 1],
  ])('%i rows at %i per page make %i pages', (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });

  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 5, [11, 12]],
    [2, 10, [11, 12]],
    [1, 25, twelve],
    // Past the end (after a delete): the last page.
    [4, 5, [11, 12]],
    [0, 5, [1, 2, 3, 4, 5]],
  ])('page %i at %i per page holds %j', (page, size, expected) => {
    expect(pageOf(twelve, page, size)).toEqual(expected);
  });

  it.each([
    [3, 10, 5, 2],
    [3, 0, 5, 1],
    [-2, 12, 5, 1],
    [2, 12, 5, 2],
  ])('keeps page %i within the pages of %i rows at %i per page: %i', (page, total, size, expected) => {
    expect(clampPage(page, total, size)).toBe(expected);
  });
});

describe('selection', () => {
  it.each<[number[], number[], string]>([
    [[], [1, 2, 3], 'none'],
    [[2], [1, 2, 3], 'some'],
    [[1, 2, 3], [1, 2, 3], 'all'],
    // Selected rows hidden by a search do not count.
    [[9], [1, 2], 'none'],
    [[1, 2, 9], [1, 2], 'all'],
  ])('selected %j of %j is %s', (selected, visible, expected) => {
    expect(selectionState(new Set(selected), visible)).toBe(expected);
  });

  it.each<[number[], number[], number[]]>([
    [[], [1, 2, 3], [1, 2, 3]],
    [[2], [1, 2, 3], [1, 2, 3]],
    [[1, 2, 3], [1, 2, 3], []],
    [[1, 2, 9], [1, 2], [9]],
  ])('the header checkbox turns %j of %j into %j', (selected, visible, expected) => {
    expect([...toggleAll(new Set(selected), visible)].sort((a, b) => a - b)).toEqual(expected);
  });

  it.each<[number[], number, number[]]>([
    [[], 4, [4]],
    [[4, 5], 4, [5]],
  ])('a row checkbox turns %j into (toggling %i) %j', (selected, id, expected) => {
    expect([...toggleOne(new Set(selected), id)]).toEqual(expected);
  });
});

describe('deleteProducts', () => {
  it.each<[number[], number[]]>([
    [
      [2, 3],
      [1, 4],
    ],
    [[], [1, 2, 3, 4]],
    [[1, 2, 3, 4], []],
    [[99], [1, 2, 3, 4]],
  ])('deleting %j leaves %j', (deleted, expected) => {
    expect(ids(deleteProducts(all, new Set(deleted)))).toEqual(expected);
  });
});
