import type { PickupSlot } from '@restaurant/shared/contracts';
import { servicesOn, type BusinessRules } from '../business-rules';
import { instantOf, localDateOf } from './slot';

const MINUTE = 60_000;

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether `date` (YYYY-MM-DD) is a real calendar date. */
export function isCalendarDate(date: string): boolean {
  const day = new Date(`${date}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}

/**
 * The open pick-up slots of a restaurant-local date: on the grid, within that day's opening hours (the last one a
 * grid step before each service closes), at least the lead time from now and within the window. Empty when closed (that weekday, or a closure) or all past.
 */
export function pickupSlotsOn(date: string, rules: BusinessRules, now: Date): PickupSlot[] {
  if (!isCalendarDate(date)) return [];
  const services = servicesOn(date, rules);
  const earliest = now.getTime() + rules.pickupLeadMinutes * MINUTE;
  const lastDay = localDateOf(new Date(now.getTime() + rules.pickupWindowDays * 24 * 60 * MINUTE), rules);
  if (date > lastDay) return [];
  const step = rules.pickupSlotMinutes;
  const slots: PickupSlot[] = [];
  for (const service of services) {
    const open = Math.ceil(minutesOf(service.open) / step) * step;
    for (let m = open; m + step <= minutesOf(service.close); m += step) {
      const at = instantOf(date, hhmm(m), rules);
      if (at.getTime() >= earliest && !slots.some((s) => s.time === hhmm(m))) {
        slots.push({ time: hhmm(m), at: at.toISOString() });
      }
    }
  }
  return slots;
}

/** Whether an instant is one of the open pick-up slots (the same rule the slots endpoint lists). */
export function isOpenPickupSlot(at: Date, rules: BusinessRules, now: Date): boolean {
  if (Number.isNaN(at.getTime())) return false;
  const iso = at.toISOString();
  return pickupSlotsOn(localDateOf(at, rules), rules, now).some((s) => s.at === iso);
}
