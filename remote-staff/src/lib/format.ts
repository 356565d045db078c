import { useMemo } from 'react';
import {
  formatInstant,
  formatRestaurantTime,
  numberFormat,
  RESTAURANT_TIME_ZONE,
  useIntlLocale,
} from '@restaurant/shared';

/** Formatters bound to the interface language, so times and prices follow a language switch. */
export function useFormatters() {
  const locale = useIntlLocale();
  return useMemo(() => {
    const vnd = numberFormat(locale, { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
    return {
      time: (value: string | Date) => formatRestaurantTime(value, locale),
      /** A day and time on the restaurant's clock (a voucher's validity). */
      instant: (timestamp: string) => formatInstant(timestamp, locale, RESTAURANT_TIME_ZONE),
      /** Whole Vietnamese dong, grouped and with the symbol as the language writes them. */
      money: (amount: number) => vnd.format(amount),
    };
  }, [locale]);
}
