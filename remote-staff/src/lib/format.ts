import { useMemo } from 'react';
import { dateTimeFormat, useIntlLocale } from '@restaurant/shared';

/**
 * The restaurant's zone: the staff read every time on the restaurant's clock, wherever the browser is (the API's
 * business rules use the same zone).
 */
export const RESTAURANT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** A clock time (a pickup, a booking), in the interface language (i18next's tag is a real locale), restaurant time. */
export function formatClockTime(value: string | Date, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: RESTAURANT_TIME_ZONE }).format(date);
}

/** Formatters bound to the interface language, so times follow a language switch. */
export function useFormatters() {
  const locale = useIntlLocale();
  return useMemo(() => ({ time: (value: string | Date) => formatClockTime(value, locale) }), [locale]);
}
