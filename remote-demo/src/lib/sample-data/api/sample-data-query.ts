import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { sampleDataGet } from '../sample-data-request';

/**
 * The query options of one sample-data list. The demo's data lives for the browser session (spec section 4): it is
 * read once and never goes stale or is collected, and a page's transitions (delete, star, toggle...) edit the cached
 * copy with `useUpdateSampleData`, so every page of the session sees them.
 */
export function sampleDataQuery<TData>(name: string, path: string) {
  return () =>
    queryOptions<TData, ApiError>({
      queryKey: ['demo', name],
      queryFn: () => sampleDataGet<TData>(path),
      staleTime: Infinity,
      gcTime: Infinity,
    });
}

/** Applies a transition to a cached sample-data list: `update(productsQueryOptions(), (products) => ...)`. */
export function useUpdateSampleData() {
  const queryClient = useQueryClient();
  return <TData>(options: { queryKey: readonly unknown[] }, transition: (data: TData) => TData): void => {
    queryClient.setQueryData<TData>(options.queryKey, (data) => (data === undefined ? data : transition(data)));
  };
}
