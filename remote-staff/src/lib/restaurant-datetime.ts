import { dateTimeFormat, RESTAURANT_TIME_ZONE } from '@restaurant/shared';

// A `datetime-local` field holds a wall-clock time without a zone; the back office's times are the restaurant's
// (a voucher runs "until 22:00" in Hồ Chí Minh City, wherever the manager's laptop is). Vietnam keeps UTC+7 all year
// (no daylight saving), so the offset is fixed.
const RESTAURANT_OFFSET = '+07:00';
const LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as a `datetime-local` value on the restaurant's clock (`2026-12-24T18:30`); '' for no valid instant. */
export function toRestaurantInput(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', {
      timeZone: RESTAURANT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A `datetime-local` value read on the restaurant's clock, as the ISO instant the API takes; null when not one. */
export function fromRestaurantInput(value: string): string | null {
  if (!LOCAL_PATTERN.test(value)) return null;
  const date = new Date(`${value}:00${RESTAURANT_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
