import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import { MAX_PAGE_SIZE, type Combo, type CombosQuery, type CombosResponse } from '@restaurant/shared/contracts';

const COMBOS_PATH = '/public/combo/getCombos';

export function getCombos(query: CombosQuery, signal?: AbortSignal): Promise<CombosResponse['data']> {
  return getData<CombosResponse>(COMBOS_PATH, { operation: 'combos', params: query, signal });
}

/** Every combo, read whole page by page (the kitchen marks any of them). */
export async function getAllCombos(signal?: AbortSignal): Promise<Combo[]> {
  const combos: Combo[] = [];
  for (let page = 1; ; page++) {
    const answer = await getCombos({ page, size: MAX_PAGE_SIZE }, signal);
    combos.push(...answer.items);
    if (answer.items.length === 0 || combos.length >= answer.total) return combos;
  }
}

export const allCombosQueryOptions = () =>
  queryOptions<Combo[], ApiError>({
    queryKey: ['staff', 'sold-out', 'combos'],
    queryFn: ({ signal }) => getAllCombos(signal),
  });

export function useAllCombos() {
  return useQuery(allCombosQueryOptions());
}
