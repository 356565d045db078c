import { dateTimeFormat, formatClock } from '@restaurant/shared';
import type { BookingRules } from '@restaurant/shared/contracts';

type WeeklyServices = BookingRules['services'];

/** Days following each other with the same services: "Monday – Friday", then its services. */
export interface DayGroup {
  /** Weekdays, 0 = Sunday, in the order shown (Monday first). */
  readonly weekdays: readonly number[];
  readonly services: WeeklyServices[number];
}

// Monday first: the restaurant's week (Vietnam's), whatever the reader's language.
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

const sameServices = (a: WeeklyServices[number], b: WeeklyServices[number]): boolean =>
  a.length === b.length &&
  a.every((service, index) => service.open === b[index]?.open && service.close === b[index]?.close);

/** The week as runs of consecutive days with the same services (a closed day has none). */
export function groupWeek(services: WeeklyServices): DayGroup[] {
  const groups: { weekdays: number[]; services: WeeklyServices[number] }[] = [];
  for (const weekday of WEEK_FROM_MONDAY) {
    const day = services[weekday] ?? [];
    const last = groups.at(-1);
    if (last && sameServices(last.services, day)) last.weekdays.push(weekday);
    else groups.push({ weekdays: [weekday], services: day });
  }
  return groups;
}

/** A weekday's name in the reader's language (4 January 1970 was a Sunday; UTC so no zone moves the day). */
export function weekdayName(weekday: number, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 4 + weekday)));
}

/** A group's days: one day, or the first and last of the run joined as the language writes a range. */
export function daysLabel(group: DayGroup, locale: string): string {
  const first = group.weekdays[0] ?? 0;
  const last = group.weekdays.at(-1) ?? first;
  if (first === last) return weekdayName(first, locale);
  return `${weekdayName(first, locale)} – ${weekdayName(last, locale)}`;
}

/** A day's services, each "open – close" in the reader's clock, listed as the language lists ("11:00 – 14:00 and …"). */
export function servicesLabel(services: WeeklyServices[number], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(
    services.map((service) => `${formatClock(service.open, locale)} – ${formatClock(service.close, locale)}`),
  );
}
