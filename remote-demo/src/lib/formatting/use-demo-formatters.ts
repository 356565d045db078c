import { useMemo } from 'react';
import { commonTranslations } from '@restaurant/shared';

/** The BCP 47 tag Intl needs for an interface language: `ch` is the product's code for Chinese. */
export function intlLocale(language: string | undefined): string {
  const base = (language ?? 'en').split('-')[0] ?? 'en';
  return base === 'ch' ? 'zh-CN' : base;
}

/**
 * Money, counts, percentages, dates and month names of the demo pages in the interface language, so they follow a
 * language switch. The demo store sells in US dollars.
 */
export function useDemoFormatters() {
  const { i18n } = commonTranslations.useTranslation();
  const locale = intlLocale(i18n.language);
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const count = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    return {
      money: (amount: number) => money.format(amount),
      count: (value: number) => count.format(value),
      /** `12.5` → "+12.5%". */
      percent: (value: number) => percent.format(value / 100),
      date: (value: string) => {
        const parsed = new Date(value);
        return Number.isNaN(parsed.getTime()) ? '' : date.format(parsed);
      },
      /** A time of day from minutes after midnight. */
      timeOfDay: (minutes: number) => time.format(new Date(Date.UTC(2026, 0, 1, 0, minutes))),
      /** The twelve short month names, January first. */
      months: () => Array.from({ length: 12 }, (_, index) => month.format(new Date(Date.UTC(2026, index, 1)))),
    };
  }, [locale]);
}
