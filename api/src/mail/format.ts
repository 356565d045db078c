import type { Locale } from '../i18n/locale';

/**
 * Dates, times and amounts as the diner reads them in their language: a booking's day, a pick-up time on the
 * restaurant's clock, prices in đồng (in Arabic with Arabic digits, as Intl writes them).
 */
export function mailFormats(locale: Locale, timeZone: string) {
  const tag = locale === 'zh' ? 'zh-CN' : locale;
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone });
  const dayAndTime = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone });
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'VND' });
  return {
    /** a restaurant-local `YYYY-MM-DD` */
    date: (localDate: string) => day.format(new Date(`${localDate}T00:00:00Z`)),
    /** the time of an instant on the restaurant's clock */
    time: (instant: string) => time.format(new Date(instant)),
    dateAndTime: (instant: string) => dayAndTime.format(new Date(instant)),
    money: (amount: number) => money.format(amount),
  };
}

export type MailFormats = ReturnType<typeof mailFormats>;
