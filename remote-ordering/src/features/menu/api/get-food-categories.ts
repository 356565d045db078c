import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { FoodCategoriesResponse, FoodCategory } from '@restaurant/shared/contracts';

const FOOD_CATEGORIES_PATH = '/public/food-categories/getFoodCategories';

export function getFoodCategories(signal?: AbortSignal): Promise<FoodCategory[]> {
  return getData<FoodCategoriesResponse>(FOOD_CATEGORIES_PATH, { operation: 'foods', signal });
}

export const foodCategoriesQueryOptions = () =>
  queryOptions<FoodCategory[], ApiError>({
    queryKey: ['ordering', 'food-categories'],
    queryFn: ({ signal }) => getFoodCategories(signal),
    // The menu's categories change rarely; a diner moving between pages should not refetch them.
    staleTime: 5 * 60_000,
  });

export function useFoodCategories() {
  return useQuery(foodCategoriesQueryOptions());
}
