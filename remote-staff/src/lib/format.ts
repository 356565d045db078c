import { useMemo } from 'react';
import { formatRestaurantTime, useIntlLocale } from '@restaurant/shared';

/** Formatters bound to the interface language, so times follow a language switch. */
export function useFormatters() {
  const locale = useIntlLocale();
  return useMemo(() => ({ time: (value: string | Date) => formatRestaurantTime(value, locale) }), [locale]);
}
