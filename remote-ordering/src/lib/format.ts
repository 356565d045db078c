import { dateTimeFormat, formatRestaurantTime, numberFormat, RESTAURANT_TIME_ZONE } from '@restaurant/shared';

// The interface languages are app codes ('ch' is the app's code for Chinese, not a BCP 47 tag), so Intl needs a
// real locale for each of them.
const LOCALES: Record<string, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  ar: 'ar',
  ch: 'zh-CN',
  vi: 'vi-VN',
  // i18next's tag for `ch` (see languageTag in @restaurant/shared)
  zh: 'zh-CN',
};

export function localeOf(language: string | undefined): string {
  const base = (language ?? 'en').split('-')[0] ?? 'en';
  return LOCALES[base] ?? 'en-US';
}

/** Prices are whole Vietnamese dong; the symbol and grouping follow the interface language. */
export function formatVnd(amount: number, language: string | undefined): string {
  return numberFormat(localeOf(language), { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(
    amount,
  );
}

export function formatDate(value: string | Date, language: string | undefined): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(date);
}

/** `YYYY-MM-DD` of `date` on the restaurant's clock (a pickup day). */
export function restaurantDay(date: Date): string {
  return dateTimeFormat('en-CA', { timeZone: RESTAURANT_TIME_ZONE }).format(date);
}

/** A day and a clock time (a pickup slot, a status change), in the interface language, on the restaurant's clock. */
export function formatDateTime(value: string | Date, language: string | undefined): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: RESTAURANT_TIME_ZONE,
  }).format(date);
}

/** A clock time alone (a pickup slot of the chosen day). */
export function formatTime(value: string | Date, language: string | undefined): string {
  return formatRestaurantTime(value, localeOf(language));
}

export function formatNumber(value: number, language: string | undefined, fractionDigits = 0): string {
  return numberFormat(localeOf(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
