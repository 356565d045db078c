import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { CombosQuery, CombosResponse } from '@restaurant/shared/contracts';

const COMBOS_PATH = '/public/combo/getCombos';

export type ComboPage = CombosResponse['data'];

export function getCombos(params: CombosQuery, signal?: AbortSignal): Promise<ComboPage> {
  return getData<CombosResponse>(COMBOS_PATH, { operation: 'combos', params, signal });
}

export const combosQueryOptions = (params: CombosQuery) =>
  queryOptions<ComboPage, ApiError>({
    queryKey: ['ordering', 'combos', params],
    queryFn: ({ signal }) => getCombos(params, signal),
    staleTime: 60_000,
  });

export function useCombos(params: CombosQuery) {
  return useQuery({ ...combosQueryOptions(params), placeholderData: keepPreviousData });
}
