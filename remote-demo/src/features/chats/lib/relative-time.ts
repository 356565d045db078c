import { relativeTimeFormat } from '@restaurant/shared';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago" in the given BCP-47 language: the largest whole unit of the time between `iso` and `now`. */
export function relativeTime(iso: string, now: number, languageTag: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = relativeTimeFormat(languageTag, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
