import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { FoodsQuery, FoodsResponse } from '@restaurant/shared/contracts';

const FOODS_BY_CATEGORY_PATH = '/public/food/getFoodsByCategory';

export type FoodPage = FoodsResponse['data'];

export type FoodsParams = Partial<FoodsQuery>;

/** Drops empty values so the URL (and the cache key) carry only what the diner chose. */
function cleanParams(params: FoodsParams): FoodsParams {
  const cleaned: FoodsParams = {};
  for (const [key, value] of Object.entries(params) as [keyof FoodsParams, FoodsParams[keyof FoodsParams]][]) {
    if (value !== undefined && value !== null && value !== '') Object.assign(cleaned, { [key]: value });
  }
  return cleaned;
}

export function getFoodsByCategory(params: FoodsParams, signal?: AbortSignal): Promise<FoodPage> {
  return getData<FoodsResponse>(FOODS_BY_CATEGORY_PATH, { operation: 'foods', params: cleanParams(params), signal });
}

export const foodsByCategoryQueryOptions = (params: FoodsParams) =>
  queryOptions<FoodPage, ApiError>({
    queryKey: ['ordering', 'foods', cleanParams(params)],
    queryFn: ({ signal }) => getFoodsByCategory(params, signal),
    staleTime: 60_000,
  });

export function useFoodsByCategory(params: FoodsParams) {
  // Keeping the previous page on screen while the next one loads avoids the grid collapsing to a skeleton.
  return useQuery({ ...foodsByCategoryQueryOptions(params), placeholderData: keepPreviousData });
}
