// Shared by the detail pages and the cart (a guest line holds only ids, so the cart shows the dish itself); one
// query key, so a dish already seen is not asked for again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { FoodDetail, FoodDetailResponse } from '@restaurant/shared/contracts';

export async function getFood(id: number): Promise<FoodDetail> {
  try {
    const response = await apiClient.get<FoodDetailResponse>(`/public/food/getFood/${id}`);
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.foodDetail);
  }
}

export const foodQueryOptions = (id: number) =>
  queryOptions<FoodDetail, ApiError>({
    queryKey: ['ordering', 'food', id],
    queryFn: () => getFood(id),
    staleTime: 60_000,
  });

export function useFood(id: number) {
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  return useQuery({ ...foodQueryOptions(validId), enabled: validId > 0 });
}
