import { useMemo } from 'react';
import { dateTimeFormat, useIntlLocale } from '@restaurant/shared';
import { useDisplayTimeZone } from './use-display-time-zone';

/**
 * Dates of the sample data (ISO strings) in one chosen style and the interface language, following a switch, in the
 * reader's time zone (`useDisplayTimeZone`).
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const tag = useIntlLocale();
  const timeZone = useDisplayTimeZone();
  const { dateStyle, timeStyle } = options;
  return useMemo(() => {
    const format = dateTimeFormat(tag, { dateStyle, timeStyle, timeZone });
    return (value: string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [tag, dateStyle, timeStyle, timeZone]);
}
