import { useMemo } from 'react';
import { useIntlLocale } from '@restaurant/shared';
import { formatDate, formatDateTime, formatNumber, formatTime, formatVnd } from './format';

/** Formatters bound to the interface language, so prices and dates follow a language switch. */
export function useFormatters() {
  const language = useIntlLocale();
  return useMemo(
    () => ({
      price: (amount: number) => formatVnd(amount, language),
      date: (value: string | Date) => formatDate(value, language),
      dateTime: (value: string | Date) => formatDateTime(value, language),
      time: (value: string | Date) => formatTime(value, language),
      number: (value: number, fractionDigits?: number) => formatNumber(value, language, fractionDigits),
    }),
    [language],
  );
}
