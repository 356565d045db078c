import { useMemo } from 'react';
import { commonTranslations } from '@restaurant/shared';
import { intlLocale } from '../../../lib/formatting/use-demo-formatters';

/** A share price (two decimals) and a trading day ("12 Jan") in the interface language. */
export function usePriceFormatters() {
  const { i18n } = commonTranslations.useTranslation();
  const locale = intlLocale(i18n.language);
  return useMemo(() => {
    const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return { price: (value: number) => price.format(value), day: (date: Date) => day.format(date) };
  }, [locale]);
}
