import { Type, type Static } from 'typebox';
import { Data, LocalDate, LocalTime, Timestamp } from './common';

// The restaurant's opening hours and booking rules as the manager edits them (`/api/manage/settings`,
// `/api/manage/closures/{date}`). The settings read answers an `ETag`; a write may send it back as `If-Match` and
// answers 412 EDIT_CONFLICT when another manager changed them since. A change never cancels a booking: one that would
// leave confirmed future bookings outside the new hours answers 409 SETTINGS_AFFECT_BOOKINGS listing them, unless
// the body says `confirmAffected: true` (the bookings are kept either way).

/** Stable codes of the settings' own errors (the texts come from the API in the request's language). */
export const SETTINGS_ERROR = {
  /** 409: the change leaves confirmed future bookings outside the hours; `affected` lists them. */
  affectsBookings: 'SETTINGS_AFFECT_BOOKINGS',
  /** 400: hours that overlap, end before they start, a closure in the past, a slot length not dividing an hour. */
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

export const ManagedSettings = Type.Object({
  settings: RestaurantSettings,
  closures: Type.Array(Closure, { description: 'Today and later, by date' }),
  updatedAt: Type.Union([Timestamp, Type.Null()]),
});
export type ManagedSettings = Static<typeof ManagedSettings>;
export const ManagedSettingsResponse = Data(ManagedSettings);
export type ManagedSettingsResponse = Static<typeof ManagedSettingsResponse>;

export const SettingsInput = Type.Object(
  {
    ...RestaurantSettings.properties,
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
