import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { FoodCategoriesResponse, FoodCategory } from '@restaurant/shared/contracts';

export async function getFoodCategories(): Promise<FoodCategory[]> {
  try {
    const response = await apiClient.get<FoodCategoriesResponse>('/public/food-categories/getFoodCategories');
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.foods);
  }
}

export const foodCategoriesQueryOptions = () =>
  queryOptions<FoodCategory[], ApiError>({
    queryKey: ['ordering', 'food-categories'],
    queryFn: getFoodCategories,
    // The menu's categories change rarely; a diner moving between pages should not refetch them.
    staleTime: 5 * 60_000,
  });

export function useFoodCategories() {
  return useQuery(foodCategoriesQueryOptions());
}
