import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { FoodsQuery, FoodsResponse } from '@restaurant/shared/contracts';

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

export async function getFoodsByCategory(params: FoodsParams): Promise<FoodPage> {
  try {
    const response = await apiClient.get<FoodsResponse>('/public/food/getFoodsByCategory', {
      params: cleanParams(params),
    });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.foods);
  }
}

export const foodsByCategoryQueryOptions = (params: FoodsParams) =>
  queryOptions<FoodPage, ApiError>({
    queryKey: ['ordering', 'foods', cleanParams(params)],
    queryFn: () => getFoodsByCategory(params),
    staleTime: 60_000,
  });

export function useFoodsByCategory(params: FoodsParams) {
  // Keeping the previous page on screen while the next one loads avoids the grid collapsing to a skeleton.
  return useQuery({ ...foodsByCategoryQueryOptions(params), placeholderData: keepPreviousData });
}
