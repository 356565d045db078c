import { MAX_PAGE_SIZE } from '@restaurant/shared/contracts';

/** One page of a paged list, as the API answers it. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * A whole paged list, read page by page at the largest size the API allows: the kitchen marks any dish or combo,
 * so the sold-out page needs them all. Stops at the total, or at an empty page if the list shrank meanwhile.
 */
export async function readAllPages<T>(readPage: (page: number, size: number) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await readPage(page, MAX_PAGE_SIZE);
    all.push(...answer.items);
    if (answer.items.length === 0 || all.length >= answer.total) return all;
  }
}
