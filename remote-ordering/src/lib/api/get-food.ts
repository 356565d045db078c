// Shared by the detail pages and the cart (a guest line holds only ids, so the cart shows the dish itself); one
// query key, so a dish already seen is not asked for again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { FoodDetail, FoodDetailResponse } from '@restaurant/shared/contracts';

const foodPath = (id: number) => `/public/food/getFood/${id}`;

export function getFood(id: number, signal?: AbortSignal): Promise<FoodDetail> {
  return getData<FoodDetailResponse>(foodPath(id), { operation: 'foodDetail', signal });
}

export const foodQueryOptions = (id: number) =>
  queryOptions<FoodDetail, ApiError>({
    queryKey: ['ordering', 'food', id],
    queryFn: ({ signal }) => getFood(id, signal),
    staleTime: 60_000,
  });

export function useFood(id: number) {
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  return useQuery({ ...foodQueryOptions(validId), enabled: validId > 0 });
}
