import { useMemo, useState } from 'react';
import { productsQueryOptions, useUpdateSampleData, type Product } from '../../../lib/sample-data';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  clampPage,
  deleteProducts,
  nextSort,
  pageOf,
  searchProducts,
  selectionState,
  sortProducts,
  toggleAll,
  toggleOne,
  type PageSize,
  type Sort,
  type SortKey,
} from '../lib/product-table';

/** The product table's state (search, sort, page, density, selection) over the products it is given. */
export function useProductTable(products: readonly Product[]) {
  const update = useUpdateSampleData();
  const [query, setQueryState] = useState('');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [requestedPage, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [dense, setDense] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const matching = useMemo(() => sortProducts(searchProducts(products, query), sort), [products, query, sort]);
  const matchingIds = useMemo(() => matching.map((product) => product.id), [matching]);
  // A delete or a search can leave fewer pages than the one shown: stay on the last one there is.
  const page = clampPage(requestedPage, matching.length, pageSize);
  const selectedIds = [...selected].filter((id) => products.some((product) => product.id === id));

  return {
    query,
    sort,
    page,
    pageSize,
    dense,
    total: matching.length,
    rows: pageOf(matching, page, pageSize),
    selected,
    selectedCount: selectedIds.length,
    allState: selectionState(selected, matchingIds),
    setQuery: (value: string) => {
      setQueryState(value);
      setPage(1);
    },
    sortBy: (key: SortKey) => setSort((current) => nextSort(current, key)),
    setPage,
    setPageSize: (size: PageSize) => {
      setPageSizeState(size);
      setPage(1);
    },
    setDense,
    toggleRow: (id: number) => setSelected((current) => toggleOne(current, id)),
    /** Selects every product the search shows (on every page), or clears them when all are selected. */
    toggleAllRows: () => setSelected((current) => toggleAll(current, matchingIds)),
    /** Deletes the selected products from the session's cached list; returns how many went. */
    deleteSelected: (): number => {
      const ids = new Set(selectedIds);
      update<Product[]>(productsQueryOptions(), (list) => deleteProducts(list, ids));
      setSelected(new Set());
      return ids.size;
    },
  };
}

export type ProductTable = ReturnType<typeof useProductTable>;
