/**
 * The restaurant's clock in the journeys that depend on the hour (a booking about to start, a no-show after its
 * start): they run at a chosen instant of tomorrow's service, whatever the hour the suite runs at. The API reads the
 * instant from `X-Test-Now` on each request (the e2e server runs with TEST_CLOCK=1), the page from Playwright's clock.
 */

/** Asia/Ho_Chi_Minh is UTC+7 all year. */
const RESTAURANT_UTC_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

export interface RestaurantTime {
  /** the restaurant-local date, `YYYY-MM-DD` */
  date: string;
  /** the restaurant-local time, `HH:MM` */
  time: string;
  instant: Date;
}

/** `time` (restaurant-local `HH:MM`) on tomorrow's date in the restaurant, `minutesLater` after it if told. */
export function tomorrowAt(time: string, minutesLater = 0): RestaurantTime {
  const date = new Date(Date.now() + RESTAURANT_UTC_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);
  const instant = new Date(Date.parse(`${date}T${time}:00.000Z`) - RESTAURANT_UTC_OFFSET_MS + minutesLater * 60_000);
  const local = new Date(instant.getTime() + RESTAURANT_UTC_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16), instant };
}

/** The header that sets the API's clock for a request: `test.use({ extraHTTPHeaders })` or one call's `headers`. */
export const apiClockAt = (at: RestaurantTime): Record<string, string> => ({ 'x-test-now': at.instant.toISOString() });
