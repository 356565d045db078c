import { Type, type Static } from 'typebox';
import { Data, LocalDate, LocalTime, SingleLineText, Timestamp } from './common';
import { COUNTRY_CODE_PATTERN, INTERNATIONAL_PHONE_PATTERN, POSTAL_CODE_PATTERN } from './text-rules';

// The restaurant's opening hours and booking rules as the manager edits them (`/api/manage/settings`,
// `/api/manage/closures/{date}`). The settings read answers an `ETag`; a write may send it back as `If-Match` and
// answers 412 EDIT_CONFLICT when another manager changed them since. A change never cancels a booking: one that would
// leave confirmed future bookings outside the new hours answers 409 SETTINGS_AFFECT_BOOKINGS listing them, unless
// the body says `confirmAffected: true` (the bookings are kept either way).

/** Stable codes of the settings' own errors (the texts come from the API in the request's language). */
export const SETTINGS_ERROR = {
  /** 409: the change leaves confirmed future bookings outside the hours; `affected` lists them. */
  affectsBookings: 'SETTINGS_AFFECT_BOOKINGS',
  /**
   * 400: hours that overlap, end before they start, a closure in the past, a slot length not dividing an hour, an
   * address line left blank.
   */
  invalid: 'SETTINGS_INVALID',
} as const;

/** Slot lengths that divide an hour (minutes): the only ones a manager may pick. */
export const SLOT_LENGTHS = [5, 10, 15, 20, 30, 60] as const;
/** Services a day may have (lunch, dinner, …). */
export const MAX_SERVICES_PER_DAY = 4;

/** One service: bookings start from `open` and end by `close`, the same day. */
export const Service = Type.Object({ open: LocalTime, close: LocalTime }, { additionalProperties: false });
export type Service = Static<typeof Service>;

const Services = Type.Array(Service, { maxItems: MAX_SERVICES_PER_DAY });

/** How long a booking lasts by default, from a party size up (the band of the largest `fromGuests` not above it). */
export const DurationBand = Type.Object(
  {
    fromGuests: Type.Integer({ minimum: 1, maximum: 100 }),
    minutes: Type.Integer({ minimum: 15, maximum: 480 }),
  },
  { additionalProperties: false },
);
export type DurationBand = Static<typeof DurationBand>;

export const RestaurantSettings = Type.Object(
  {
    weeklyHours: Type.Array(Services, {
      minItems: 7,
      maxItems: 7,
      description: 'Services per weekday, index 0 = Sunday ... 6 = Saturday; an empty list = closed that day',
    }),
    slotMinutes: Type.Integer({ minimum: 5, maximum: 60, description: 'Must divide 60' }),
    bookingLeadMinutes: Type.Integer({ minimum: 0, maximum: 10_080, description: 'A booking starts this long ahead' }),
    bookingWindowDays: Type.Integer({ minimum: 1, maximum: 365 }),
    maxPartySize: Type.Integer({ minimum: 1, maximum: 100, description: 'Largest party bookable online' }),
    durations: Type.Array(DurationBand, { minItems: 1, maxItems: 10 }),
    pickupLeadMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
  },
  { additionalProperties: false },
);
export type RestaurantSettings = Static<typeof RestaurantSettings>;

/** A date the restaurant is closed (`services` empty) or keeps special hours. */
export const Closure = Type.Object({ date: LocalDate, services: Services }, { additionalProperties: false });
export type Closure = Static<typeof Closure>;

/**
 * Where the restaurant is and how to call it, as the manager set them: the homepage shows them and its schema.org
 * `Restaurant` carries them (`PostalAddress`, `telephone`).
 */
export const RestaurantContact = Type.Object(
  {
    streetAddress: SingleLineText({ minLength: 1, maxLength: 200 }),
    addressLocality: SingleLineText({ minLength: 1, maxLength: 100 }),
    postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN, examples: ['100000'] }),
    addressCountry: Type.String({
      pattern: COUNTRY_CODE_PATTERN,
      description: 'ISO 3166-1 alpha-2',
      examples: ['VN'],
    }),
    telephone: Type.String({
      pattern: INTERNATIONAL_PHONE_PATTERN,
      description: 'International form: +, country code, digits; single spaces or dashes between them',
      examples: ['+84 24 3825 1234'],
    }),
  },
  { additionalProperties: false },
);
export type RestaurantContact = Static<typeof RestaurantContact>;

export const ManagedSettings = Type.Object({
  settings: RestaurantSettings,
  contact: Type.Union([RestaurantContact, Type.Null()], {
    description: 'Null until a manager saves one (a database from before it existed)',
  }),
  closures: Type.Array(Closure, { description: 'Today and later, by date' }),
  updatedAt: Type.Union([Timestamp, Type.Null()]),
});
export type ManagedSettings = Static<typeof ManagedSettings>;
export const ManagedSettingsResponse = Data(ManagedSettings);
export type ManagedSettingsResponse = Static<typeof ManagedSettingsResponse>;

export const SettingsInput = Type.Object(
  {
    ...RestaurantSettings.properties,
    contact: Type.Optional(RestaurantContact),
    confirmAffected: Type.Optional(
      Type.Boolean({ description: 'Save even though confirmed future bookings fall outside (they are kept)' }),
    ),
  },
  { additionalProperties: false },
);
export type SettingsInput = Static<typeof SettingsInput>;

export const ClosureParams = Type.Object({ date: LocalDate });
export type ClosureParams = Static<typeof ClosureParams>;

export const ClosureInput = Type.Object(
  { services: Services, confirmAffected: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ClosureInput = Static<typeof ClosureInput>;
export const ClosureResponse = Data(Closure);
export type ClosureResponse = Static<typeof ClosureResponse>;

/** A confirmed future booking a change would leave outside the hours (it is kept). */
export const AffectedBooking = Type.Object({
  code: Type.String(),
  date: LocalDate,
  time: LocalTime,
  guests: Type.Integer(),
});
export type AffectedBooking = Static<typeof AffectedBooking>;

/** The 409 SETTINGS_AFFECT_BOOKINGS answer: the error plus the bookings concerned. */
export const AffectedBookingsError = Type.Object({
  message: Type.String(),
  code: Type.Literal(SETTINGS_ERROR.affectsBookings),
  affected: Type.Array(AffectedBooking),
});
export type AffectedBookingsError = Static<typeof AffectedBookingsError>;
