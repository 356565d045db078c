import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ERROR_MESSAGES, toApiError, type ApiError } from '@restaurant/shared';
import type { CombosQuery, CombosResponse } from '@restaurant/shared/contracts';

export type ComboPage = CombosResponse['data'];

export async function getCombos(params: CombosQuery): Promise<ComboPage> {
  try {
    const response = await apiClient.get<CombosResponse>('/public/combo/getCombos', { params });
    return response.data.data;
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES.combos);
  }
}

export const combosQueryOptions = (params: CombosQuery) =>
  queryOptions<ComboPage, ApiError>({
    queryKey: ['ordering', 'combos', params],
    queryFn: () => getCombos(params),
    staleTime: 60_000,
  });

export function useCombos(params: CombosQuery) {
  return useQuery({ ...combosQueryOptions(params), placeholderData: keepPreviousData });
}
