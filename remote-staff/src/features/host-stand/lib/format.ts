import { commonTranslations } from '@restaurant/shared';

const formatters = new Map<string, Intl.DateTimeFormat>();

// Made once per language and options: building an Intl.DateTimeFormat costs far more than formatting with it, and
// a busy day has a hundred rows.
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A restaurant day ('YYYY-MM-DD') in the reader's language, formatted in UTC: the string already is the restaurant's
 * day, and the device's own zone must not move it to the day before.
 */
export function formatDay(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
}

/** A restaurant wall-clock time ('HH:mm') in the reader's language (19:00, 7:00 PM, ١٩:٠٠...). */
export function formatClock(time: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/**
 * When a booking ends on the restaurant's clock: its start ('HH:mm') plus its length, so the device's zone plays no
 * part (the API gives the end only as an instant).
 */
export function endClockOf(reservation: { reservationTime: string; startAt: string; endAt: string }): string {
  const match = /^(\d{2}):(\d{2})$/.exec(reservation.reservationTime);
  if (!match) return reservation.reservationTime;
  const minutes = Math.round((Date.parse(reservation.endAt) - Date.parse(reservation.startAt)) / 60_000);
  const end = (Number(match[1]) * 60 + Number(match[2]) + minutes) % (24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** The Intl locale of the interface language (i18next holds the real tag: `ch` is `zh-CN`); follows a switch. */
export function useIntlLocale(): string {
  const { i18n } = commonTranslations.useTranslation();
  return i18n.language;
}
