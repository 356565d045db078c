// The cart shows a guest line's name, image and price from the combo itself (local lines hold only ids). Same
// cache key as the combos feature's copy, so a combo already seen is not asked for again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { ComboDetail, ComboDetailResponse } from '@restaurant/shared/contracts';

export async function getCombo(id: number): Promise<ComboDetail> {
  try {
    const response = await apiClient.get<ComboDetailResponse>(`/public/combo/${id}`);
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.comboDetail);
  }
}

export const comboQueryOptions = (id: number) =>
  queryOptions<ComboDetail, ApiError>({
    queryKey: ['ordering', 'combo', id],
    queryFn: () => getCombo(id),
    staleTime: 60_000,
  });

export function useCombo(id: number) {
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  return useQuery({ ...comboQueryOptions(validId), enabled: validId > 0 });
}
