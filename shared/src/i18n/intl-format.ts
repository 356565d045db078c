import { commonTranslations } from './define-translations';
import { useDisplayLanguage } from './display-language';

/**
 * The Intl locale of the interface language; re-renders when the language changes. i18next holds the real tags
 * (`zh-CN` for the product's `ch`, `languageTag`), which Intl takes as they are.
 */
export function useIntlLocale(): string {
  const { i18n } = commonTranslations.useTranslation();
  return useDisplayLanguage() ?? i18n.language;
}

/**
 * The restaurant's zone: pickups, bookings and order events are read on its clock, wherever the reader's browser is
 * (the API's business rules use the same zone).
 */
export const RESTAURANT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * One formatter per locale and options, made once: building an Intl formatter (locale data, time-zone data) costs far
 * more than formatting with it, and a page formats every day of the booking window, every start, every booking of a
 * busy day, every price of a product grid while it hydrates (issue 17's blocking time).
 */
function madeOnce<Options, Formatter>(
  make: (locale: string, options: Options) => Formatter,
): (locale: string, options: Options) => Formatter {
  const made = new Map<string, Formatter>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export const dateTimeFormat = madeOnce(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export const numberFormat = madeOnce(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** `new Intl.RelativeTimeFormat(locale, options)`, made once per locale and options. */
export const relativeTimeFormat = madeOnce(
  (locale: string, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

const CLOCK_PATTERN = /^(\d{2}):(\d{2})$/;

/**
 * A restaurant calendar day ('YYYY-MM-DD') in the reader's language. Formatted in UTC because the string already
 * is the restaurant's day: the browser's own zone must not move it to the day before.
 */
export function formatDay(
  isoDate: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}

/** A restaurant wall-clock time ('HH:mm') in the reader's language (19:00, 7:00 PM, ١٩:٠٠...). */
export function formatClock(time: string, locale: string): string {
  const match = CLOCK_PATTERN.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/** An instant (e.g. when a booking was made) in the reader's language, on the restaurant's clock when known. */
export function formatInstant(timestamp: string, locale: string, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** An instant (a pickup, an order's step) as a clock time on the restaurant's clock, in the reader's language. */
export function formatRestaurantTime(value: string | Date, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: RESTAURANT_TIME_ZONE }).format(date);
}

/** Adds minutes to 'HH:mm' on the restaurant's clock (same day: bookings end by closing). */
export function addMinutesToClock(time: string, minutes: number): string {
  const match = CLOCK_PATTERN.exec(time);
  if (!match) return time;
  const total = (Number(match[1]) * 60 + Number(match[2]) + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
