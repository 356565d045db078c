import { RESTAURANT_TIME_ZONE } from '@restaurant/shared';

/**
 * The booking rules' shape for the slot grid, and the defaults the choice bar uses until
 * `GET /public/restaurant-table/booking-rules` answers (or if it fails): from then on the API's published rules,
 * opening hours per weekday included, replace these (`useBookingRules`). The API re-checks every booking anyway.
 * Party-size default and preferred time are front-end choices the API does not publish.
 */
export interface DayHours {
  /** 'HH:mm' first bookable start */
  readonly open: string;
  /** 'HH:mm' closing; a booking must end by then */
  readonly close: string;
}

/** A party of `fromGuests` or more (up to the next band) books `minutes` by default. */
export interface DurationBand {
  readonly fromGuests: number;
  readonly minutes: number;
}

export interface ReservationRules {
  /** The restaurant's zone: "today" and "now" are read on its clock, not the diner's. */
  readonly timeZone: string;
  /** Indexed by weekday, 0 = Sunday; `null` = closed all day. From the first service's opening to the last's closing. */
  readonly openingHours: readonly (DayHours | null)[];
  /** Indexed by weekday: the day's services (lunch, dinner); a booking fits inside one. Absent: `openingHours`. */
  readonly services?: readonly (readonly DayHours[])[];
  /** Dates whose services replace their weekday's (none: closed that date), as the manager set them. */
  readonly specialDays?: Readonly<Record<string, readonly DayHours[]>>;
  readonly slotMinutes: number;
  readonly duration: {
    readonly min: number;
    readonly max: number;
    /** the smallest party's default length */
    readonly default: number;
    readonly step: number;
    /** The default length from a party size up, `fromGuests` ascending (the API's `durations`); absent: `default`. */
    readonly byGuests?: readonly DurationBand[];
  };
  /** Bookable from today to today + this many days. */
  readonly bookingWindowDays: number;
  readonly guests: { readonly min: number; readonly max: number; readonly default: number };
  /** The owner may cancel until this many minutes before the start. */
  readonly cancellationCutoffMinutes: number;
  readonly maxTablesPerBooking: number;
  /** The start offered first when it is free (the most asked-for dinner time). */
  readonly preferredTime: string;
}

const EVERY_DAY: DayHours = { open: '10:00', close: '22:00' };

export const reservationRules: ReservationRules = {
  timeZone: RESTAURANT_TIME_ZONE,
  openingHours: [EVERY_DAY, EVERY_DAY, EVERY_DAY, EVERY_DAY, EVERY_DAY, EVERY_DAY, EVERY_DAY],
  slotMinutes: 15,
  duration: { min: 30, max: 240, default: 90, step: 15 },
  bookingWindowDays: 60,
  guests: { min: 1, max: 20, default: 2 },
  cancellationCutoffMinutes: 120,
  maxTablesPerBooking: 4,
  preferredTime: '19:00',
};

/**
 * The default length of a booking for a party of `guests`: the band of the largest `fromGuests` not above it (as the
 * API reads its `durations`), else the smallest party's default.
 */
export function defaultDurationFor(rules: ReservationRules, guests: number): number {
  let minutes = rules.duration.default;
  for (const band of rules.duration.byGuests ?? []) if (band.fromGuests <= guests) minutes = band.minutes;
  return minutes;
}
