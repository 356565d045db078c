import { defaultDurationFor, type ReservationRules } from '../config/reservation-rules';
import {
  closestSlot,
  firstOpenDate,
  isClosedDay,
  isInBookingWindow,
  timeSlots,
  toMinutes,
  type ClockTime,
  type IsoDate,
  type RestaurantClock,
} from './slot-grid';

/**
 * Everything the diner has chosen on the reservation page. It lives in the URL so a link can be shared and so the
 * round trip through sign-in comes back to the same party, slot, floor and tables.
 */
export interface ReservationChoice {
  readonly guests: number;
  readonly date: IsoDate;
  /** `null` only when no start is left in the whole booking window. */
  readonly time: ClockTime | null;
  readonly duration: number;
  readonly floorId: number | null;
  readonly tableIds: readonly number[];
}

/** Query-string keys; short and readable because diners share these links. */
export const CHOICE_PARAMS = {
  guests: 'guests',
  date: 'date',
  time: 'time',
  duration: 'duration',
  floorId: 'floor',
  tableIds: 'tables',
} as const;

function toInteger(value: string | null | undefined): number | null {
  if (value == null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

function toIdList(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => toInteger(part))
    .filter((id): id is number => id != null && id > 0);
  return [...new Set(ids)];
}

export interface RawChoice {
  readonly guests?: number | null;
  readonly date?: string | null;
  readonly time?: string | null;
  readonly duration?: number | null;
  readonly floorId?: number | null;
  readonly tableIds?: readonly number[];
}

/**
 * Turns whatever the URL or a control says into a choice the API will accept: guests and duration inside their
 * ranges (no duration: the party size's default), a bookable open day, and a start on that day's grid (the closest one when the wanted start is gone, the
 * preferred dinner time when none was asked for).
 */
export function normalizeChoice(raw: RawChoice, clock: RestaurantClock, rules: ReservationRules): ReservationChoice {
  const guests =
    raw.guests != null &&
    Number.isInteger(raw.guests) &&
    raw.guests >= rules.guests.min &&
    raw.guests <= rules.guests.max
      ? raw.guests
      : rules.guests.default;

  const duration =
    raw.duration != null &&
    Number.isInteger(raw.duration) &&
    raw.duration >= rules.duration.min &&
    raw.duration <= rules.duration.max &&
    raw.duration % rules.duration.step === 0
      ? raw.duration
      : defaultDurationFor(rules, guests);

  const wantedDate = raw.date ?? null;
  const dateIsUsable =
    wantedDate != null &&
    isInBookingWindow(wantedDate, clock, rules) &&
    !isClosedDay(wantedDate, rules) &&
    timeSlots(wantedDate, duration, clock, rules).length > 0;
  const date = dateIsUsable ? wantedDate : (firstOpenDate(duration, clock, rules) ?? clock.today);

  const slots = timeSlots(date, duration, clock, rules);
  const wantedTime = raw.time != null && toMinutes(raw.time) != null ? raw.time : null;
  const time = closestSlot(wantedTime ?? rules.preferredTime, slots) ?? slots[0] ?? null;

  const floorId = raw.floorId != null && Number.isInteger(raw.floorId) && raw.floorId > 0 ? raw.floorId : null;
  const tableIds =
    floorId == null ? [] : [...new Set(raw.tableIds ?? [])].filter((id) => Number.isInteger(id) && id > 0);

  return { guests, date, time, duration, floorId, tableIds };
}

export function parseChoice(
  params: URLSearchParams,
  clock: RestaurantClock,
  rules: ReservationRules,
): ReservationChoice {
  return normalizeChoice(
    {
      guests: toInteger(params.get(CHOICE_PARAMS.guests)),
      date: params.get(CHOICE_PARAMS.date),
      time: params.get(CHOICE_PARAMS.time),
      duration: toInteger(params.get(CHOICE_PARAMS.duration)),
      floorId: toInteger(params.get(CHOICE_PARAMS.floorId)),
      tableIds: toIdList(params.get(CHOICE_PARAMS.tableIds)),
    },
    clock,
    rules,
  );
}

/** Writes the choice over `base`, keeping any other parameter (e.g. the open tab) untouched. */
export function choiceToParams(choice: ReservationChoice, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  params.set(CHOICE_PARAMS.guests, String(choice.guests));
  params.set(CHOICE_PARAMS.date, choice.date);
  if (choice.time) params.set(CHOICE_PARAMS.time, choice.time);
  else params.delete(CHOICE_PARAMS.time);
  params.set(CHOICE_PARAMS.duration, String(choice.duration));
  if (choice.floorId != null) params.set(CHOICE_PARAMS.floorId, String(choice.floorId));
  else params.delete(CHOICE_PARAMS.floorId);
  if (choice.tableIds.length > 0) params.set(CHOICE_PARAMS.tableIds, choice.tableIds.join(','));
  else params.delete(CHOICE_PARAMS.tableIds);
  return params;
}

/** True when the URL already says exactly `choice`, so the page does not rewrite history for nothing. */
export function paramsMatchChoice(params: URLSearchParams, choice: ReservationChoice): boolean {
  const expected = choiceToParams(choice, params);
  return expected.toString() === new URLSearchParams(params).toString();
}
