import { useMemo } from 'react';
import { dateTimeFormat, formatClock, numberFormat, productLanguage, useIntlLocale } from '@restaurant/shared';
import { useFormatters } from '../../../lib/format';

/** How the reports write their figures, in the interface language. */
export function useReportFormat() {
  const locale = useIntlLocale();
  const { money } = useFormatters();
  return useMemo(() => {
    // a report's dates are calendar days: written as such, in no time zone's shift
    const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const count = numberFormat(locale, { maximumFractionDigits: 0 });
    const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const rating = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
    const hour = numberFormat(locale, { minimumIntegerDigits: 2 });
    return {
      money,
      count: (value: number) => count.format(value),
      percent: (value: number) => percent.format(value),
      rating: (value: number) => rating.format(value),
      day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
      /** an hour of the day as a clock writes it: 09:00 */
      hour: (value: number) => `${hour.format(value)}:00`,
      /** a restaurant wall-clock time ('HH:mm', a service's opening) as the language writes it */
      clock: (time: string) => formatClock(time, locale),
      /**
       * A dish or combo as the staff reading the report call it: its Vietnamese original in Vietnamese (the English
       * name there would be the one English word on the page), its English name in the other languages, as before.
       */
      itemName: (item: { name: string; englishName: string }) =>
        productLanguage(locale) === 'vi' ? item.name : item.englishName,
    };
  }, [locale, money]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
