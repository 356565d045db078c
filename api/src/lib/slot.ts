import { servicesOn, type BusinessRules } from '../business-rules';
import { AppError } from './errors';
import type { InvalidationBus } from './invalidation-bus';

export type SlotInput = { reservationDate: string; reservationTime: string; estimatedDuration: number };
export type Slot = SlotInput & { startAt: Date; endAt: Date };

const MINUTE = 60_000;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The restaurant-local calendar date (YYYY-MM-DD) of an instant. */
export function localDateOf(instant: Date, rules: Pick<BusinessRules, 'utcOffsetMinutes'>): string {
  return new Date(instant.getTime() + rules.utcOffsetMinutes * MINUTE).toISOString().slice(0, 10);
}

/**
 * `localDateOf` for a clock read on every request (the response cache's per-day keys): the date is worked out again
 * only when the instant is outside the day it was last worked out for, whichever way the clock moved.
 */
export function localDateKeeper(rules: Pick<BusinessRules, 'utcOffsetMinutes'>): (instant: Date) => string {
  const DAY = 24 * 60 * MINUTE;
  let date = '';
  let dayStart = Number.POSITIVE_INFINITY;
  return (instant) => {
    const at = instant.getTime();
    if (at < dayStart || at >= dayStart + DAY) {
      const offset = rules.utcOffsetMinutes * MINUTE;
      dayStart = Math.floor((at + offset) / DAY) * DAY - offset;
      date = localDateOf(instant, rules);
    }
    return date;
  };
}

/** The instant a restaurant-local date and time denote. */
export function instantOf(date: string, time: string, rules: Pick<BusinessRules, 'utcOffsetMinutes'>): Date {
  return new Date(Date.parse(`${date}T${time}:00.000Z`) - rules.utcOffsetMinutes * MINUTE);
}

/**
 * Checks a requested slot against the business rules and turns it into an instant range.
 * Every failure is a 400 with its own code, so the client can say exactly what is wrong.
 */
export function resolveSlot(input: SlotInput, rules: BusinessRules, now: Date): Slot {
  const { reservationDate, reservationTime, estimatedDuration } = input;
  const day = new Date(`${reservationDate}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== reservationDate) {
    throw new AppError('INVALID_DATE', { date: reservationDate });
  }
  const start = minutesOf(reservationTime);
  if (start % rules.slotMinutes !== 0) {
    throw new AppError('OFF_SLOT_GRID', { minutes: rules.slotMinutes });
  }
  if (
    estimatedDuration < rules.minDurationMinutes ||
    estimatedDuration > rules.maxDurationMinutes ||
    estimatedDuration % rules.slotMinutes !== 0
  ) {
    throw new AppError('INVALID_DURATION', {
      min: rules.minDurationMinutes,
      max: rules.maxDurationMinutes,
      step: rules.slotMinutes,
    });
  }
  const services = servicesOn(reservationDate, rules);
  if (services.length === 0) throw new AppError('CLOSED', { date: reservationDate });
  // a booking fits inside one service: lunch and dinner are not one sitting
  const fits = services.some((s) => start >= minutesOf(s.open) && start + estimatedDuration <= minutesOf(s.close));
  if (!fits) {
    const around = services.find((s) => start >= minutesOf(s.open) && start < minutesOf(s.close)) ?? services[0]!;
    throw new AppError('OUTSIDE_OPENING_HOURS', { open: around.open, close: around.close });
  }
  const startAt = instantOf(reservationDate, reservationTime, rules);
  const endAt = new Date(startAt.getTime() + estimatedDuration * MINUTE);
  if (startAt.getTime() <= now.getTime()) throw new AppError('IN_THE_PAST');
  if (startAt.getTime() < now.getTime() + rules.bookingLeadMinutes * MINUTE) {
    throw new AppError('TOO_SOON', { minutes: rules.bookingLeadMinutes });
  }
  if (startAt.getTime() > now.getTime() + rules.bookingWindowDays * 24 * 60 * MINUTE) {
    throw new AppError('OUTSIDE_BOOKING_WINDOW', { days: rules.bookingWindowDays });
  }
  return { reservationDate, reservationTime, estimatedDuration, startAt, endAt };
}

export function checkGuests(guests: number, rules: BusinessRules) {
  if (guests < rules.minGuests || guests > rules.maxGuests) {
    throw new AppError('INVALID_GUESTS', { min: rules.minGuests, max: rules.maxGuests });
  }
}

/** Every availability and suggestion answer carries it besides its days: a change to the tables drops them all. */
export const TABLES_TAG = 'tables';

/**
 * The invalidation tags of a time range: one per UTC day it touches. A booking and a cached availability answer
 * overlap only if their ranges share a day, so a booking drops exactly the answers of its days.
 */
export function slotTags(startAt: Date, endAt: Date): string[] {
  const tags: string[] = [];
  const day = 86_400_000;
  const last = Math.floor((Math.max(endAt.getTime(), startAt.getTime() + 1) - 1) / day);
  for (let d = Math.floor(startAt.getTime() / day); d <= last; d++) {
    tags.push(`tables:${new Date(d * day).toISOString().slice(0, 10)}`);
  }
  return tags;
}

/**
 * Runs a write that changes which tables are free (a booking, a cancellation, a host-stand mark, a walk-in) and
 * publishes the days it touched before it answers, so the next availability read shows it on every instance. A
 * failure that is not a refusal may have come after the commit: then every slot answer is dropped, since which days
 * changed is unknown.
 */
export async function publishSlotChange<T extends { startAt: string; endAt: string }>(
  bus: Pick<InvalidationBus, 'publish'>,
  write: () => Promise<T>,
): Promise<T> {
  let changed: T;
  try {
    changed = await write();
  } catch (error) {
    if (!(error instanceof AppError)) await bus.publish([TABLES_TAG]).catch(() => {});
    throw error;
  }
  await bus.publish(slotTags(new Date(changed.startAt), new Date(changed.endAt)));
  return changed;
}
