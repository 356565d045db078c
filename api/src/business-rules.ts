/**
 * The restaurant's booking rules: the one place to change them. Every reservation route reads from here, and
 * `GET /api/public/restaurant-table/booking-rules` publishes them so front ends build their pickers from the same
 * numbers.
 *
 * - Times are wall-clock times in the restaurant's zone (Vietnam has no daylight saving, so a fixed UTC offset
 *   converts them exactly).
 * - A booking starts on the slot grid, lasts between the minimum and maximum duration (also on the grid) and must
 *   end by closing time on the same day.
 * - It can be made from now up to `bookingWindowDays` ahead, for `minGuests`-`maxGuests` people, never more people
 *   than the chosen tables seat, on at most `maxTablesPerBooking` tables of one floor.
 * - The diner who made it can cancel it until `cancellationCutoffMinutes` before it starts.
 * - So one account cannot hoard the floor, a diner holds at most `maxUpcomingBookingsPerDiner` confirmed bookings
 *   not yet over, and a new booking may overlap at most `maxOverlappingBookingsPerDiner - 1` of their others
 *   (1: none). Cancelled and past bookings do not count.
 * - Two confirmed bookings never share a table at the same time: the database's exclusion constraint decides.
 */
export type OpeningHours = { open: string; close: string } | null;

export type BusinessRules = {
  timeZone: string;
  utcOffsetMinutes: number;
  /** index 0 = Sunday ... 6 = Saturday; null = closed that day */
  openingHours: readonly [
    OpeningHours,
    OpeningHours,
    OpeningHours,
    OpeningHours,
    OpeningHours,
    OpeningHours,
    OpeningHours,
  ];
  slotMinutes: number;
  minDurationMinutes: number;
  maxDurationMinutes: number;
  defaultDurationMinutes: number;
  bookingWindowDays: number;
  minGuests: number;
  maxGuests: number;
  maxTablesPerBooking: number;
  cancellationCutoffMinutes: number;
  maxUpcomingBookingsPerDiner: number;
  maxOverlappingBookingsPerDiner: number;
};

const everyDay = { open: '10:00', close: '22:00' } as const;

export const businessRules: BusinessRules = {
  timeZone: 'Asia/Ho_Chi_Minh',
  utcOffsetMinutes: 7 * 60,
  openingHours: [everyDay, everyDay, everyDay, everyDay, everyDay, everyDay, everyDay],
  slotMinutes: 15,
  minDurationMinutes: 30,
  maxDurationMinutes: 240,
  defaultDurationMinutes: 90,
  bookingWindowDays: 60,
  minGuests: 1,
  maxGuests: 20,
  maxTablesPerBooking: 4,
  cancellationCutoffMinutes: 120,
  maxUpcomingBookingsPerDiner: 3,
  maxOverlappingBookingsPerDiner: 1,
};

/**
 * The host stand waits this long after a booking's start before it may mark the party a no-show: a party running a
 * little late keeps its table, and a mis-tap on a later booking is refused.
 */
export const NO_SHOW_GRACE_MINUTES = 15;

/**
 * Ordering rules. A pick-up is collected on a `pickupSlotMinutes` grid within the day's opening hours (the last slot
 * starts `pickupSlotMinutes` before closing), at least `pickupLeadMinutes` from now so the kitchen has time, and at
 * most `pickupWindowDays` ahead. A dine-in order is served at the start of one of the diner's own confirmed
 * reservations that has not started yet.
 */
export const orderRules = {
  pickupSlotMinutes: 15,
  pickupLeadMinutes: 30,
  pickupWindowDays: 7,
} as const;
export type OrderRules = typeof orderRules;

/** The restaurant as its e-mails and calendar entries name it: the one place to change its name or address. */
export const restaurantProfile = {
  name: 'Bếp Nhà',
  address: '27 Hàng Buồm, Hoàn Kiếm, Hà Nội, Việt Nam',
} as const;
export type RestaurantProfile = typeof restaurantProfile;
