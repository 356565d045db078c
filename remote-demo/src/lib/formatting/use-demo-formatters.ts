import { useMemo } from 'react';
import { dateTimeFormat, numberFormat, useIntlLocale } from '@restaurant/shared';
import { useDisplayTimeZone } from './use-display-time-zone';

/** Reads an ISO string or a date; an unreadable value formats as '' rather than "Invalid Date". */
function safely(format: Intl.DateTimeFormat) {
  return (value: string | Date): string => {
    const date = typeof value === 'string' ? new Date(value) : value;
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

/**
 * The demo pages' one formatter: money, numbers, percentages, dates and times in the interface language (its real
 * BCP 47 tag: `ch` is Chinese), so every figure follows a language switch, dates in the reader's time zone
 * (`useDisplayTimeZone`). The demo's sample shop sells in US dollars. Its Intl formatters are made once for the page
 * (`numberFormat`, `dateTimeFormat`), not once for each of the many components that show a price or a date.
 */
export function useDemoFormatters() {
  const tag = useIntlLocale();
  const timeZone = useDisplayTimeZone();
  return useMemo(() => {
    const money = numberFormat(tag, { style: 'currency', currency: 'USD' });
    const wholeMoney = numberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const number = numberFormat(tag, {});
    const percent = numberFormat(tag, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const share = numberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
    const time = dateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const month = dateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
    const dayOfMonth = dateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const pickedDate = safely(dateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }));
    const pickedTime = safely(dateTimeFormat(tag, { timeStyle: 'short', timeZone: 'UTC' }));
    const pickedDateTime = safely(dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }));
    return {
      /** The BCP 47 tag the figures are formatted in (for a library that takes a locale). */
      tag,
      /** `12.5` → "$12.50". */
      money: (amount: number) => money.format(amount),
      /** Rounded to the dollar, for dashboard figures: `12345.6` → "$12,346". */
      wholeMoney: (amount: number) => wholeMoney.format(amount),
      number: (value: number) => number.format(value),
      /** `12.5` → "+12.5%". */
      percent: (value: number) => percent.format(value / 100),
      /** A part of a whole, unsigned: `0.94` → "94%". */
      share: (fraction: number) => share.format(fraction),
      date: safely(dateTimeFormat(tag, { dateStyle: 'medium', timeZone })),
      longDate: safely(dateTimeFormat(tag, { dateStyle: 'full', timeZone })),
      time: safely(dateTimeFormat(tag, { timeStyle: 'short', timeZone })),
      dateTime: safely(dateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone })),
      /**
       * What a date, time or date-time field holds (`2026-12-24`, `19:30`, `2026-12-31T20:00`): a clock's reading in no
       * time zone, shown as picked. Read and written in UTC, so no zone moves it, on the server or in the browser.
       */
      pickedDate: (value: string) => pickedDate(`${value}T00:00Z`),
      pickedTime: (value: string) => pickedTime(`2026-01-01T${value}Z`),
      pickedDateTime: (value: string) => pickedDateTime(`${value}Z`),
      /** A day on a chart's axis: "12 Jan". */
      dayOfMonth: (date: Date) => dayOfMonth.format(date),
      /** A time of day from minutes after midnight. */
      timeOfDay: (minutes: number) => time.format(new Date(Date.UTC(2026, 0, 1, 0, minutes))),
      /** The twelve short month names, January first. */
      months: () => Array.from({ length: 12 }, (_, index) => month.format(new Date(Date.UTC(2026, index, 1)))),
    };
  }, [tag, timeZone]);
}
