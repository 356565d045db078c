import { useMemo } from 'react';
import { commonTranslations } from '@restaurant/shared';
import { intlLocale } from '../../../lib/formatting/use-demo-formatters';

/** Counts and whole-dollar amounts of the demo's charts, in the interface language ("12,346", "$12,346"). */
export function useFigureFormat() {
  const { i18n } = commonTranslations.useTranslation();
  const locale = intlLocale(i18n.language);
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return { count: (value: number) => count.format(value), money: (value: number) => money.format(value) };
  }, [locale]);
}
