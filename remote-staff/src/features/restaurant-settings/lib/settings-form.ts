import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { isApiError, responseBodyOf } from '@restaurant/shared';
import {
  SETTINGS_ERROR,
  SLOT_LENGTHS,
  type AffectedBooking,
  type RestaurantSettings,
  type Service,
} from '@restaurant/shared/contracts';

/** The form's fields: one entry per weekday (0 = Sunday), the numbers once typed (undefined while empty). */
export interface SettingsValues {
  days: { services: Service[] }[];
  slotMinutes: number;
  bookingLeadMinutes: number | undefined;
  bookingWindowDays: number | undefined;
  maxPartySize: number | undefined;
  durations: { fromGuests: number | undefined; minutes: number | undefined }[];
  pickupLeadMinutes: number | undefined;
}

/** What the resolver says of a field: the key of its message under `errors.`. */
export type SettingsErrorKey = 'required' | 'range' | 'endBeforeStart' | 'overlap' | 'notSlotMultiple' | 'bandOrder';

export const LIMITS = {
  bookingLeadMinutes: [0, 10_080],
  bookingWindowDays: [1, 365],
  maxPartySize: [1, 100],
  pickupLeadMinutes: [0, 1440],
  fromGuests: [1, 100],
  minutes: [30, 240],
} as const;

export const settingsValuesOf = (settings: RestaurantSettings): SettingsValues => ({
  days: settings.weeklyHours.map((services) => ({ services: services.map((s) => ({ ...s })) })),
  slotMinutes: settings.slotMinutes,
  bookingLeadMinutes: settings.bookingLeadMinutes,
  bookingWindowDays: settings.bookingWindowDays,
  maxPartySize: settings.maxPartySize,
  durations: settings.durations.map((d) => ({ ...d })),
  pickupLeadMinutes: settings.pickupLeadMinutes,
});

/** The body the API takes, from values the resolver passed. */
export const settingsInputOf = (values: SettingsValues): RestaurantSettings => ({
  weeklyHours: values.days.map((day) => day.services.map(({ open, close }) => ({ open, close }))),
  slotMinutes: values.slotMinutes,
  bookingLeadMinutes: values.bookingLeadMinutes ?? 0,
  bookingWindowDays: values.bookingWindowDays ?? 1,
  maxPartySize: values.maxPartySize ?? 1,
  durations: values.durations.map((d) => ({ fromGuests: d.fromGuests ?? 1, minutes: d.minutes ?? 0 })),
  pickupLeadMinutes: values.pickupLeadMinutes ?? 0,
});

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The services of one day that are wrong: ending before they start, or overlapping the one before. */
export function serviceErrors(services: readonly Service[]): (SettingsErrorKey | null)[] {
  const order = services.map((s, i) => ({ s, i })).sort((a, b) => minutesOf(a.s.open) - minutesOf(b.s.open));
  const result: (SettingsErrorKey | null)[] = services.map(() => null);
  order.forEach(({ s, i }, k) => {
    if (!s.open || !s.close) result[i] = 'required';
    else if (minutesOf(s.close) <= minutesOf(s.open)) result[i] = 'endBeforeStart';
    else if (k > 0 && minutesOf(order[k - 1]!.s.close) > minutesOf(s.open)) result[i] = 'overlap';
  });
  return result;
}

const error = (type: SettingsErrorKey): FieldError => ({ type, message: type });

/**
 * The rules the API would refuse, said under each field before anything is sent: hours that end before they start or
 * overlap, numbers out of range, durations not a whole number of slots or not by increasing party size.
 */
export const settingsResolver: Resolver<SettingsValues> = (values) => {
  const errors: Record<string, unknown> = {};
  const days = values.days.map((day) => {
    const found = serviceErrors(day.services);
    return found.some((e) => e !== null)
      ? { services: found.map((e) => (e ? { close: error(e) } : undefined)) }
      : undefined;
  });
  if (days.some((d) => d !== undefined)) errors.days = days;
  for (const field of ['bookingLeadMinutes', 'bookingWindowDays', 'maxPartySize', 'pickupLeadMinutes'] as const) {
    const value = values[field];
    const [min, max] = LIMITS[field];
    if (value === undefined) errors[field] = error('required');
    else if (!Number.isInteger(value) || value < min || value > max) errors[field] = error('range');
  }
  if (!(SLOT_LENGTHS as readonly number[]).includes(values.slotMinutes)) errors.slotMinutes = error('range');
  const durations = values.durations.map((band, i) => {
    const previous = values.durations[i - 1];
    if (band.fromGuests === undefined) return { fromGuests: error('required') };
    if (band.minutes === undefined) return { minutes: error('required') };
    if (band.minutes < LIMITS.minutes[0] || band.minutes > LIMITS.minutes[1]) return { minutes: error('range') };
    if (band.minutes % values.slotMinutes !== 0) return { minutes: error('notSlotMultiple') };
    const first = i === 0 && band.fromGuests !== 1;
    if (first || (previous?.fromGuests !== undefined && band.fromGuests <= previous.fromGuests)) {
      return { fromGuests: error('bandOrder') };
    }
    return undefined;
  });
  if (durations.some((d) => d !== undefined)) errors.durations = durations;
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<SettingsValues> }
    : { values, errors: {} };
};

/** The bookings a 409 SETTINGS_AFFECT_BOOKINGS listed (they are kept); null for any other failure. */
export function affectedBookingsOf(failure: unknown): AffectedBooking[] | null {
  if (!isApiError(failure) || failure.code !== SETTINGS_ERROR.affectsBookings) return null;
  const body = responseBodyOf(failure) as { affected?: unknown } | null;
  return Array.isArray(body?.affected) ? (body.affected as AffectedBooking[]) : [];
}
