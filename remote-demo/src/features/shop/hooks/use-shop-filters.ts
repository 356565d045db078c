import { useSearchParams } from '@restaurant/shared/router';
import { DEFAULT_SHOP_FILTERS, filtersFromParams, paramsFromFilters, type ShopFilters } from '../lib/shop-filters';

/** The shop's filters, kept in the URL so a shared link or a reload shows the same products. */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  // Typing in the search replaces the entry rather than adding one per key press; a filter click is a step back.
  const change = (next: Partial<ShopFilters>) =>
    setParams(paramsFromFilters({ ...filters, ...next }), { replace: 'search' in next });
  const reset = () => setParams(paramsFromFilters(DEFAULT_SHOP_FILTERS));
  return { filters, change, reset };
}
