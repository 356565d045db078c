/** Steady made-up figures for the chart widgets: the same seed always gives the same values. */
export function figures(seed: number, count: number, base: number, spread: number): number[] {
  return Array.from({ length: count }, (_, index) =>
    Math.round(base + spread * Math.sin(seed * 1.3 + index * 1.1) + spread * 0.3 * (((seed + index * 7) % 5) / 4)),
  );
}

export const VISITED_PAGES = ['home', 'menu', 'booking', 'shop', 'blog'] as const;

/** Visits per page in a month (0 = January): every month ranks the pages differently. */
export function visitsInMonth(month: number): number[] {
  return figures(month + 3, VISITED_PAGES.length, 2400, 1300);
}

/** The week-on-week change of a series' last value against its first, in percent with one decimal. */
export function changeOf(values: readonly number[]): number {
  const first = values[0];
  const last = values[values.length - 1];
  if (first === undefined || last === undefined || first === 0) return 0;
  return Math.round(((last - first) / first) * 1000) / 10;
}
