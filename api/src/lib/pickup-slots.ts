import type { PickupSlot } from '@restaurant/shared/contracts';
import type { BusinessRules, OrderRules } from '../business-rules';
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
 * grid step before closing), at least the lead time from now and within the window. Empty when closed or all past.
 */
export function pickupSlotsOn(date: string, rules: BusinessRules, order: OrderRules, now: Date): PickupSlot[] {
  if (!isCalendarDate(date)) return [];
  const hours = rules.openingHours[new Date(`${date}T00:00:00.000Z`).getUTCDay()];
  if (!hours) return [];
  const earliest = now.getTime() + order.pickupLeadMinutes * MINUTE;
  const lastDay = localDateOf(new Date(now.getTime() + order.pickupWindowDays * 24 * 60 * MINUTE), rules);
  if (date > lastDay) return [];
  const slots: PickupSlot[] = [];
  const open = Math.ceil(minutesOf(hours.open) / order.pickupSlotMinutes) * order.pickupSlotMinutes;
  for (let m = open; m + order.pickupSlotMinutes <= minutesOf(hours.close); m += order.pickupSlotMinutes) {
    const at = instantOf(date, hhmm(m), rules);
    if (at.getTime() >= earliest) slots.push({ time: hhmm(m), at: at.toISOString() });
  }
  return slots;
}

/** Whether an instant is one of the open pick-up slots (the same rule the slots endpoint lists). */
export function isOpenPickupSlot(at: Date, rules: BusinessRules, order: OrderRules, now: Date): boolean {
  if (Number.isNaN(at.getTime())) return false;
  const iso = at.toISOString();
  return pickupSlotsOn(localDateOf(at, rules), rules, order, now).some((s) => s.at === iso);
}
