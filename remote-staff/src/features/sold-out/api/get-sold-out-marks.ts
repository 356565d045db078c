import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { SoldOutMark, SoldOutMarksResponse } from '@restaurant/shared/contracts';

const SOLD_OUT_MARKS_PATH = '/staff/sold-out';

/** Today's sold-out marks with who marked each (the menu says what is sold out, not who marked it). */
export async function getSoldOutMarks(signal?: AbortSignal): Promise<SoldOutMark[]> {
  return (await getData<SoldOutMarksResponse>(SOLD_OUT_MARKS_PATH, { operation: 'generic', signal })).items;
}

export const soldOutMarksQueryOptions = () =>
  queryOptions<SoldOutMark[], ApiError>({
    queryKey: ['staff', 'sold-out', 'marks'],
    queryFn: ({ signal }) => getSoldOutMarks(signal),
  });

export function useSoldOutMarks() {
  return useQuery(soldOutMarksQueryOptions());
}
