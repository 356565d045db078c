import type { FoodSort } from '@restaurant/shared/contracts';
import { useSearchParams } from '@restaurant/shared/router';

export const MENU_SORTS: readonly FoodSort[] = ['default', 'name_asc', 'name_desc', 'price_asc', 'price_desc'];

export function isMenuSort(value: string | null): value is FoodSort {
  return value !== null && (MENU_SORTS as readonly string[]).includes(value);
}

function positiveInt(value: string | null): number | undefined {
  if (value === null) return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

export interface MenuParamChanges {
  category?: number | null;
  page?: number;
  q?: string;
  sort?: FoodSort;
}

/** What the diner chose, read from the URL (the URL is the state: shareable, and the back button works). */
export function useMenuParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawSort = searchParams.get('sort');
  const params = {
    categoryId: positiveInt(searchParams.get('category')),
    page: positiveInt(searchParams.get('page')) ?? 1,
    search: searchParams.get('q') ?? '',
    sort: isMenuSort(rawSort) ? rawSort : ('default' as FoodSort),
  };

  const update = (changes: MenuParamChanges, replace = false) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | null) => {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        };
        if (changes.category !== undefined)
          set('category', changes.category === null ? null : String(changes.category));
        if (changes.q !== undefined) set('q', changes.q.trim());
        if (changes.sort !== undefined) set('sort', changes.sort === 'default' ? null : changes.sort);
        // Any new filter starts again from the first page.
        set('page', changes.page !== undefined && changes.page > 1 ? String(changes.page) : null);
        return next;
      },
      { replace },
    );
  };

  return { params, update };
}
