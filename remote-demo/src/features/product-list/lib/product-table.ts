// The product table's rules as pure functions: search, sort, paging and selection (each tested on its own), so the
// page's hook only holds the state.
import type { Product } from '../../../lib/sample-data';

export const SORT_KEYS = ['title', 'category', 'created', 'stock', 'price'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}
/** The newest products first, as the shop lists them (spec section 3: sortBy defaults to newest). */
export const DEFAULT_SORT: Sort = { key: 'created', direction: 'descending' };

export const PAGE_SIZES = [5, 10, 25] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 5;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** Products whose title or category contains the query, case and surrounding spaces ignored. */
export function searchProducts(products: readonly Product[], query: string): Product[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...products];
  return products.filter(
    (product) =>
      product.title.toLocaleLowerCase().includes(needle) ||
      product.category.some((category) => category.toLocaleLowerCase().includes(needle)),
  );
}

function compare(a: Product, b: Product, key: SortKey): number {
  switch (key) {
    case 'title':
      return a.title.localeCompare(b.title);
    case 'category':
      return a.category.join(',').localeCompare(b.category.join(','));
    case 'created':
      return Date.parse(a.created) - Date.parse(b.created);
    case 'stock':
      return Number(a.stock) - Number(b.stock);
    case 'price':
      return a.price - b.price;
  }
}

/** A sorted copy; ties keep a fixed order (by id) so paging never shows a row twice. */
export function sortProducts(products: readonly Product[], sort: Sort): Product[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...products].sort((a, b) => sign * compare(a, b, sort.key) || a.id - b.id);
}

/** Clicking a header: the same column flips its direction, another column starts ascending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number kept within 1..pageCount (after a delete or a search leaves fewer pages). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** The rows of page `page` (1-based). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, items.length, pageSize) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export type SelectionState = 'none' | 'some' | 'all';

/** How much of `ids` is selected: drives the header checkbox (unchecked, indeterminate, checked). */
export function selectionState(selected: ReadonlySet<number>, ids: readonly number[]): SelectionState {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** The header checkbox: selects every id unless all already are, then clears them. */
export function toggleAll(selected: ReadonlySet<number>, ids: readonly number[]): Set<number> {
  const next = new Set(selected);
  if (selectionState(selected, ids) === 'all') ids.forEach((id) => next.delete(id));
  else ids.forEach((id) => next.add(id));
  return next;
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The selected products removed: the bulk delete, applied to the cached list. */
export function deleteProducts(products: readonly Product[], ids: ReadonlySet<number>): Product[] {
  return products.filter((product) => !ids.has(product.id));
}
