// Shared by the combo pages and the cart (a guest line holds only ids, so the cart shows the combo itself); one
// query key, so a combo already seen is not asked for again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { ComboDetail, ComboDetailResponse } from '@restaurant/shared/contracts';

const comboPath = (id: number) => `/public/combo/${id}`;

export function getCombo(id: number, signal?: AbortSignal): Promise<ComboDetail> {
  return getData<ComboDetailResponse>(comboPath(id), { operation: 'comboDetail', signal });
}

export const comboQueryOptions = (id: number) =>
  queryOptions<ComboDetail, ApiError>({
    queryKey: ['ordering', 'combo', id],
    queryFn: ({ signal }) => getCombo(id, signal),
    staleTime: 60_000,
  });

export function useCombo(id: number) {
  const validId = Number.isInteger(id) && id > 0 ? id : 0;
  return useQuery({ ...comboQueryOptions(validId), enabled: validId > 0 });
}
