// Shared by the combo pages and the cart (a guest line holds only ids, so the cart shows the combo itself); one
// query key, so a combo already seen is not asked for again.
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
