import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { isApiError, responseBodyOf } from '@restaurant/shared';
import {
  SETTINGS_ERROR,
  SLOT_LENGTHS,
  type AffectedBooking,
  type RestaurantContact,
  type RestaurantSettings,
  type Service,
  type SettingsInput,
} from '@restaurant/shared/contracts';
import {
  COUNTRY_CODE_PATTERN,
  INTERNATIONAL_PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
} from '@restaurant/shared/contracts/text-rules';

/** The form's fields: one entry per weekday (0 = Sunday), the numbers once typed (undefined while empty). */
export interface SettingsValues {
  days: { services: Service[] }[];
  slotMinutes: number;
  bookingLeadMinutes: number | undefined;
  bookingWindowDays: number | undefined;
  maxPartySize: number | undefined;
  durations: { fromGuests: number | undefined; minutes: number | undefined }[];
  pickupLeadMinutes: number | undefined;
  /** The address and telephone as typed: all empty = none (a database from before they existed). */
  contact: RestaurantContact;
}

/** What the resolver says of a field: the key of its message under `errors.`. */
export type SettingsErrorKey =
  | 'required'
  | 'range'
  | 'endBeforeStart'
  | 'overlap'
  | 'notSlotMultiple'
  | 'bandOrder'
  | 'telephone'
  | 'postalCode'
  | 'country';

const CONTACT_FIELDS = ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry', 'telephone'] as const;
const NO_CONTACT: RestaurantContact = {
  streetAddress: '',
  addressLocality: '',
  postalCode: '',
  addressCountry: '',
  telephone: '',
};
/** The patterns the API holds the contact to, and what is said when one is not met. */
const CONTACT_PATTERNS: Partial<Record<keyof RestaurantContact, [RegExp, SettingsErrorKey]>> = {
  telephone: [new RegExp(INTERNATIONAL_PHONE_PATTERN), 'telephone'],
  postalCode: [new RegExp(POSTAL_CODE_PATTERN), 'postalCode'],
  addressCountry: [new RegExp(COUNTRY_CODE_PATTERN), 'country'],
};

export const LIMITS = {
  bookingLeadMinutes: [0, 10_080],
  bookingWindowDays: [1, 365],
  maxPartySize: [1, 100],
  pickupLeadMinutes: [0, 1440],
  fromGuests: [1, 100],
  minutes: [30, 240],
} as const;

export const settingsValuesOf = (settings: RestaurantSettings, contact: RestaurantContact | null): SettingsValues => ({
  days: settings.weeklyHours.map((services) => ({ services: services.map((s) => ({ ...s })) })),
  slotMinutes: settings.slotMinutes,
  bookingLeadMinutes: settings.bookingLeadMinutes,
  bookingWindowDays: settings.bookingWindowDays,
  maxPartySize: settings.maxPartySize,
  durations: settings.durations.map((d) => ({ ...d })),
  pickupLeadMinutes: settings.pickupLeadMinutes,
  contact: { ...(contact ?? NO_CONTACT) },
});

const trimmedContact = (contact: RestaurantContact): RestaurantContact => ({
  streetAddress: contact.streetAddress.trim(),
  addressLocality: contact.addressLocality.trim(),
  postalCode: contact.postalCode.trim(),
  addressCountry: contact.addressCountry.trim().toUpperCase(),
  telephone: contact.telephone.trim(),
});
const isEmpty = (contact: RestaurantContact) => CONTACT_FIELDS.every((field) => contact[field] === '');

const rulesInputOf = (values: SettingsValues): RestaurantSettings => ({
  weeklyHours: values.days.map((day) => day.services.map(({ open, close }) => ({ open, close }))),
  slotMinutes: values.slotMinutes,
  bookingLeadMinutes: values.bookingLeadMinutes ?? 0,
  bookingWindowDays: values.bookingWindowDays ?? 1,
  maxPartySize: values.maxPartySize ?? 1,
  durations: values.durations.map((d) => ({ fromGuests: d.fromGuests ?? 1, minutes: d.minutes ?? 0 })),
  pickupLeadMinutes: values.pickupLeadMinutes ?? 0,
});

/** The body the API takes, from values the resolver passed: the contact left out while all of it is empty. */
export const settingsInputOf = (values: SettingsValues): SettingsInput => {
  const contact = trimmedContact(values.contact);
  return { ...rulesInputOf(values), ...(isEmpty(contact) ? {} : { contact }) };
};

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
  const contact = contactErrors(trimmedContact(values.contact));
  if (contact) errors.contact = contact;
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<SettingsValues> }
    : { values, errors: {} };
};

/** What is wrong with the address and telephone, by field; nothing when all of it is empty or all of it is right. */
function contactErrors(contact: RestaurantContact): Record<string, FieldError> | undefined {
  if (isEmpty(contact)) return undefined;
  const found: Record<string, FieldError> = {};
  for (const field of CONTACT_FIELDS) {
    const rule = CONTACT_PATTERNS[field];
    if (contact[field] === '') found[field] = error('required');
    else if (rule && !rule[0].test(contact[field])) found[field] = error(rule[1]);
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

/** The bookings a 409 SETTINGS_AFFECT_BOOKINGS listed (they are kept); null for any other failure. */
export function affectedBookingsOf(failure: unknown): AffectedBooking[] | null {
  if (!isApiError(failure) || failure.code !== SETTINGS_ERROR.affectsBookings) return null;
  const body = responseBodyOf(failure) as { affected?: unknown } | null;
  return Array.isArray(body?.affected) ? (body.affected as AffectedBooking[]) : [];
}
