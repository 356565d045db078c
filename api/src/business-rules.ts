/**
 * The restaurant's booking rules. The manager edits the hours, closures, slot length, lead times, window, largest
 * party and default durations (`/api/manage/settings`, stored in the database); every route reads the current ones
 * from `settingsRepository.current()`, and `GET /api/public/restaurant-table/booking-rules` publishes them so front
 * ends build their pickers from the same numbers. The rest (time zone, offset, limits per diner) are constants here.
 *
 * - Times are wall-clock times in the restaurant's zone (Vietnam has no daylight saving, so a fixed UTC offset
 *   converts them exactly).
 * - A booking starts on the slot grid, lasts between the minimum and maximum duration (also on the grid) and must
 *   fit inside one service of its day (lunch or dinner): none on a closed day.
 * - It can be made from `bookingLeadMinutes` ahead up to `bookingWindowDays` ahead, for `minGuests`-`maxGuests` people, never more people
 *   than the chosen tables seat, on at most `maxTablesPerBooking` tables of one floor.
 * - The diner who made it can cancel it until `cancellationCutoffMinutes` before it starts.
 * - So one account cannot hoard the floor, a diner holds at most `maxUpcomingBookingsPerDiner` confirmed bookings
 *   not yet over, and a new booking may overlap at most `maxOverlappingBookingsPerDiner - 1` of their others
 *   (1: none). Cancelled and past bookings do not count.
 * - Two confirmed bookings never share a table at the same time: the database's exclusion constraint decides.
 */
export type Service = { readonly open: string; readonly close: string };
/** A day's services (lunch, dinner, …), in order; empty = closed. */
export type DayServices = readonly Service[];
/** A default duration from a party size up. */
export type DurationBand = { readonly fromGuests: number; readonly minutes: number };

/**
 * What the manager edits (`/api/manage/settings`), stored in the database (`restaurant_settings`) and read through
 * the cached `settingsRepository`: these values are only the defaults the migration seeded, and what a test's rules
 * start from. `openingHours` is per weekday (0 = Sunday); `specialDays` overrides a date (closed, or special hours).
 */
export type EditableRules = {
  openingHours: readonly [DayServices, DayServices, DayServices, DayServices, DayServices, DayServices, DayServices];
  specialDays: Readonly<Record<string, DayServices>>;
  slotMinutes: number;
  /** a booking starts at least this long from now */
  bookingLeadMinutes: number;
  bookingWindowDays: number;
  /** the largest party bookable online */
  maxGuests: number;
  durations: readonly DurationBand[];
  pickupLeadMinutes: number;
};

export type BusinessRules = EditableRules & {
  timeZone: string;
  utcOffsetMinutes: number;
  minDurationMinutes: number;
  maxDurationMinutes: number;
  /** the default duration of the smallest party (the first band) */
  defaultDurationMinutes: number;
  minGuests: number;
  maxTablesPerBooking: number;
  cancellationCutoffMinutes: number;
  maxUpcomingBookingsPerDiner: number;
  maxOverlappingBookingsPerDiner: number;
  pickupSlotMinutes: number;
  pickupWindowDays: number;
};

const everyDay: DayServices = [{ open: '10:00', close: '22:00' }];

export const businessRules: BusinessRules = {
  timeZone: 'Asia/Ho_Chi_Minh',
  utcOffsetMinutes: 7 * 60,
  openingHours: [everyDay, everyDay, everyDay, everyDay, everyDay, everyDay, everyDay],
  specialDays: {},
  slotMinutes: 15,
  minDurationMinutes: 30,
  maxDurationMinutes: 240,
  defaultDurationMinutes: 90,
  durations: [{ fromGuests: 1, minutes: 90 }],
  bookingLeadMinutes: 0,
  bookingWindowDays: 60,
  minGuests: 1,
  maxGuests: 20,
  maxTablesPerBooking: 4,
  cancellationCutoffMinutes: 120,
  maxUpcomingBookingsPerDiner: 3,
  maxOverlappingBookingsPerDiner: 1,
  pickupSlotMinutes: 15,
  pickupLeadMinutes: 30,
  pickupWindowDays: 7,
};

/** The services of a restaurant-local date (YYYY-MM-DD): its special hours or closure, else its weekday's. */
export function servicesOn(date: string, rules: Pick<EditableRules, 'openingHours' | 'specialDays'>): DayServices {
  const special = rules.specialDays[date];
  if (special) return special;
  return rules.openingHours[new Date(`${date}T00:00:00.000Z`).getUTCDay()] ?? [];
}

/** The default duration of a party: the band of the largest `fromGuests` not above it (the first band below all). */
export function defaultDurationFor(guests: number, rules: Pick<EditableRules, 'durations'>): number {
  let minutes = rules.durations[0]?.minutes ?? 90;
  for (const band of rules.durations) if (band.fromGuests <= guests) minutes = band.minutes;
  return minutes;
}

/**
 * The host stand waits this long after a booking's start before it may mark the party a no-show: a party running a
 * little late keeps its table, and a mis-tap on a later booking is refused.
 */
export const NO_SHOW_GRACE_MINUTES = 15;

/**
 * Ordering rules live in `BusinessRules` too: a pick-up is collected on a `pickupSlotMinutes` grid within the day's
 * services (the last slot starts `pickupSlotMinutes` before a service closes), at least `pickupLeadMinutes` from now
 * so the kitchen has time, and at most `pickupWindowDays` ahead. A dine-in order is served at the start of one of the
 * diner's own confirmed reservations that has not started yet.
 */

/** The restaurant as its e-mails and calendar entries name it: the one place to change its name or address. */
export const restaurantProfile = {
  name: 'Bếp Nhà',
  address: '27 Hàng Buồm, Hoàn Kiếm, Hà Nội, Việt Nam',
} as const;
export type RestaurantProfile = typeof restaurantProfile;
