/** Table behaviour as pure functions: what the plain (non-TanStack) examples show, tested on their own. */

export type SortDirection = 'asc' | 'desc';

/** A page size, or every row at once. */
export type PageSize = number | 'all';

export function compareValues(a: unknown, b: unknown, locale?: string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), locale, { sensitivity: 'base', numeric: true });
}

/** A sorted copy; rows that compare equal keep their order. */
export function sortRows<T, K extends keyof T>(rows: readonly T[], key: K, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(a[key], b[key]));
}

/** Rows where any of `fields` contains the query, ignoring case and accents; an empty query keeps every row. */
export function filterRows<T>(rows: readonly T[], query: string, fields: readonly (keyof T)[]): T[] {
  const needle = fold(query.trim());
  if (needle === '') return [...rows];
  return rows.filter((row) => fields.some((field) => fold(String(row[field])).includes(needle)));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function pageCount(total: number, size: PageSize): number {
  if (size === 'all' || total === 0) return 1;
  return Math.ceil(total / size);
}

/** The page (0-based) clamped to the pages that exist, so shrinking the list never shows an empty page. */
export function clampPage(page: number, total: number, size: PageSize): number {
  return Math.min(Math.max(page, 0), pageCount(total, size) - 1);
}

/** The rows of one page, and the 1-based range they cover (`from` 0 when there is none). */
export function pageOf<T>(rows: readonly T[], page: number, size: PageSize) {
  if (size === 'all') return { rows: [...rows], from: rows.length ? 1 : 0, to: rows.length };
  const current = clampPage(page, rows.length, size);
  const start = current * size;
  const slice = rows.slice(start, start + size);
  return { rows: slice, from: slice.length ? start + 1 : 0, to: start + slice.length };
}
