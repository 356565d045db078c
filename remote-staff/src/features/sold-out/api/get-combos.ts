import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { Combo, CombosQuery, CombosResponse } from '@restaurant/shared/contracts';
import { readAllPages } from '../lib/read-all-pages';

const COMBOS_PATH = '/public/combo/getCombos';

export function getCombos(query: CombosQuery, signal?: AbortSignal): Promise<CombosResponse['data']> {
  return getData<CombosResponse>(COMBOS_PATH, { operation: 'combos', params: query, signal });
}

/** Every combo. */
export function getAllCombos(signal?: AbortSignal): Promise<Combo[]> {
  return readAllPages((page, size) => getCombos({ page, size }, signal));
}

export const allCombosQueryOptions = () =>
  queryOptions<Combo[], ApiError>({
    queryKey: ['staff', 'sold-out', 'combos'],
    queryFn: ({ signal }) => getAllCombos(signal),
  });

export function useAllCombos() {
  return useQuery(allCombosQueryOptions());
}
