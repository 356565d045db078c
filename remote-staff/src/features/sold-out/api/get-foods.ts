import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { Food, FoodsQuery, FoodsResponse } from '@restaurant/shared/contracts';
import { readAllPages } from '../lib/read-all-pages';

const FOODS_PATH = '/public/food/getFoodsByCategory';

export function getFoods(query: FoodsQuery, signal?: AbortSignal): Promise<FoodsResponse['data']> {
  return getData<FoodsResponse>(FOODS_PATH, { operation: 'foods', params: query, signal });
}

/** Every dish of the menu, in menu order. */
export function getAllFoods(signal?: AbortSignal): Promise<Food[]> {
  return readAllPages((page, size) => getFoods({ page, size }, signal));
}

export const allFoodsQueryOptions = () =>
  queryOptions<Food[], ApiError>({
    queryKey: ['staff', 'sold-out', 'foods'],
    queryFn: ({ signal }) => getAllFoods(signal),
  });

export function useAllFoods() {
  return useQuery(allFoodsQueryOptions());
}
