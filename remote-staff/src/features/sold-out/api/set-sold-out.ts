import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putData, sendApiRequest, type ApiError } from '@restaurant/shared';
import type { SoldOutKind, SoldOutResponse, SoldOutState } from '@restaurant/shared/contracts';
import { allCombosQueryOptions } from './get-combos';
import { allFoodsQueryOptions } from './get-foods';
import { soldOutMarksQueryOptions } from './get-sold-out-marks';

const soldOutPath = (kind: SoldOutKind, id: number) => `/staff/sold-out/${kind}/${id}`;

export interface SoldOutChange {
  readonly kind: SoldOutKind;
  readonly id: number;
  readonly soldOut: boolean;
}

/** `PUT` marks it sold out for today (the restaurant's day), `DELETE` puts it back on sale. */
export async function setSoldOut({ kind, id, soldOut }: SoldOutChange): Promise<SoldOutState> {
  if (soldOut) return putData<SoldOutResponse>(soldOutPath(kind, id), undefined, { operation: 'generic' });
  return (await sendApiRequest<SoldOutResponse>('delete', soldOutPath(kind, id), { operation: 'generic' })).data.data;
}

/**
 * The answer is written into the list at once. A dish's mark also changes the combos holding it (a combo is sold out
 * while one of its dishes is), and a combo's own mark may not be the whole story for the same reason: the combos are
 * read again in both cases, the dishes never; the marks (who marked what) are read again too.
 */
export function useSetSoldOut(onChanged?: (state: SoldOutState) => void) {
  const queryClient = useQueryClient();
  return useMutation<SoldOutState, ApiError, SoldOutChange>({
    mutationFn: setSoldOut,
    onSuccess: async (state) => {
      onChanged?.(state);
      const answered = <T extends { id: number; soldOut: boolean }>(items: T[] | undefined) =>
        items?.map((item) => (item.id === state.id ? { ...item, soldOut: state.soldOut } : item));
      if (state.kind === 'food') queryClient.setQueryData(allFoodsQueryOptions().queryKey, answered);
      else queryClient.setQueryData(allCombosQueryOptions().queryKey, answered);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: allCombosQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: soldOutMarksQueryOptions().queryKey }),
      ]);
    },
  });
}
