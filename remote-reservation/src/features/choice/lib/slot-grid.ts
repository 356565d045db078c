import { dateTimeFormat } from '@restaurant/shared';
import type { DayHours, ReservationRules } from '../config/reservation-rules';

/** A calendar day as the API speaks it: 'YYYY-MM-DD'. */
export type IsoDate = string;
/** A wall-clock time as the API speaks it: 'HH:mm'. */
export type ClockTime = string;

/** "Now" in the restaurant's wall-clock terms, so the grid never depends on the Date object's own zone. */
export interface RestaurantClock {
  readonly today: IsoDate;
  /** Minutes since midnight. */
  readonly minutes: number;
}

export interface BookableDate {
  readonly date: IsoDate;
  readonly closed: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Parses 'YYYY-MM-DD' into a UTC-midnight Date; `null` for malformed or impossible days (2026-02-30). */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

export function toIsoDate(date: Date): IsoDate {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Day arithmetic in UTC so daylight-saving changes never skip or repeat a day. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return toIsoDate(parsed);
}

export function weekdayOf(date: IsoDate): number {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  return parsed.getUTCDay();
}

export function toMinutes(time: string): number | null {
  const match = CLOCK_TIME.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function fromMinutes(minutes: number): ClockTime {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The wall-clock reader of a time zone, made once (making one loads the zone's data, the costly part). */
function clockReader(timeZone: string | undefined): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/**
 * Makes the wall-clock reader of `timeZone` ahead of its first use. The page's first Intl.DateTimeFormat also loads
 * the engine's date-formatting data: about 12 ms, four times that on a mid-range phone, which is a long task by itself.
 */
export function prepareClockReader(timeZone?: string): void {
  clockReader(timeZone);
}

/** Reads the wall clock of `timeZone` (the browser's own when omitted) at the instant `now`. */
export function restaurantClock(now: Date, timeZone?: string): RestaurantClock {
  const parts = clockReader(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    today: `${part('year')}-${pad(part('month'))}-${pad(part('day'))}`,
    minutes: part('hour') * 60 + part('minute'),
  };
}

/** The services of a date: its special hours or closure, else its weekday's (one range when only that is known). */
export function servicesOn(date: IsoDate, rules: ReservationRules): readonly DayHours[] {
  const special = rules.specialDays?.[date];
  if (special) return special;
  const weekday = weekdayOf(date);
  if (rules.services) return rules.services[weekday] ?? [];
  const hours = rules.openingHours[weekday];
  return hours ? [hours] : [];
}

/** A date's span, from its first service's opening to its last's closing; null when closed. */
export function hoursOn(date: IsoDate, rules: ReservationRules): DayHours | null {
  const services = servicesOn(date, rules);
  const first = services[0];
  const last = services[services.length - 1];
  return first && last ? { open: first.open, close: last.close } : null;
}

export function isClosedDay(date: IsoDate, rules: ReservationRules): boolean {
  return servicesOn(date, rules).length === 0;
}

/** Every day from today to the end of the booking window, closed days flagged rather than dropped. */
export function bookableDates(clock: RestaurantClock, rules: ReservationRules): BookableDate[] {
  return Array.from({ length: rules.bookingWindowDays + 1 }, (_, offset) => {
    const date = addDays(clock.today, offset);
    return { date, closed: isClosedDay(date, rules) };
  });
}

export function isInBookingWindow(date: IsoDate, clock: RestaurantClock, rules: ReservationRules): boolean {
  if (!parseIsoDate(date)) return false;
  return date >= clock.today && date <= addDays(clock.today, rules.bookingWindowDays);
}

/** The durations offered in the choice bar, from the shortest to the longest allowed. */
export function durationOptions(rules: ReservationRules): number[] {
  const options: number[] = [];
  for (let minutes = rules.duration.min; minutes <= rules.duration.max; minutes += rules.duration.step) {
    options.push(minutes);
  }
  return options;
}

/**
 * The starts a diner may pick on `date` for a stay of `duration` minutes: on the slot grid from each service's opening,
 * the stay ending by that service's closing, and on today only the starts still ahead of the clock.
 */
export function timeSlots(
  date: IsoDate,
  duration: number,
  clock: RestaurantClock,
  rules: ReservationRules,
): ClockTime[] {
  if (!isInBookingWindow(date, clock, rules)) return [];
  const earliest = date === clock.today ? clock.minutes + 1 : 0;
  const slots: ClockTime[] = [];
  // a stay fits inside one service: lunch and dinner are not one sitting
  for (const hours of servicesOn(date, rules)) {
    const open = toMinutes(hours.open);
    const close = toMinutes(hours.close);
    if (open == null || close == null) continue;
    for (let start = open; start + duration <= close; start += rules.slotMinutes) {
      if (start >= earliest) slots.push(fromMinutes(start));
    }
  }
  return slots;
}

/** The first day from today that still has a start left, e.g. tomorrow when today's last slot has passed. */
export function firstOpenDate(duration: number, clock: RestaurantClock, rules: ReservationRules): IsoDate | null {
  return (
    bookableDates(clock, rules).find((day) => timeSlots(day.date, duration, clock, rules).length > 0)?.date ?? null
  );
}

/** Keeps `wanted` when it is on the grid, else the closest start of the day (ties go to the later one). */
export function closestSlot(wanted: ClockTime | null, slots: readonly ClockTime[]): ClockTime | null {
  if (slots.length === 0) return null;
  const target = wanted == null ? null : toMinutes(wanted);
  if (target == null) return null;
  let best: ClockTime | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const slot of slots) {
    const distance = Math.abs((toMinutes(slot) ?? 0) - target);
    if (distance <= bestDistance) {
      best = slot;
      bestDistance = distance;
    }
    if ((toMinutes(slot) ?? 0) > target) break;
  }
  return best;
}
