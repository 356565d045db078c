import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import { MAX_PAGE_SIZE, type Food, type FoodsQuery, type FoodsResponse } from '@restaurant/shared/contracts';

const FOODS_PATH = '/public/food/getFoodsByCategory';

export function getFoods(query: FoodsQuery, signal?: AbortSignal): Promise<FoodsResponse['data']> {
  return getData<FoodsResponse>(FOODS_PATH, { operation: 'foods', params: query, signal });
}

/** Every dish of the menu, in menu order: the kitchen marks any of them, so the list is read whole, page by page. */
export async function getAllFoods(signal?: AbortSignal): Promise<Food[]> {
  const foods: Food[] = [];
  for (let page = 1; ; page++) {
    const answer = await getFoods({ page, size: MAX_PAGE_SIZE }, signal);
    foods.push(...answer.items);
    if (answer.items.length === 0 || foods.length >= answer.total) return foods;
  }
}

export const allFoodsQueryOptions = () =>
  queryOptions<Food[], ApiError>({
    queryKey: ['staff', 'sold-out', 'foods'],
    queryFn: ({ signal }) => getAllFoods(signal),
  });

export function useAllFoods() {
  return useQuery(allFoodsQueryOptions());
}
