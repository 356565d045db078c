import { useMemo } from 'react';
import { commonTranslations } from '@restaurant/shared';

// `ch` is the product's code for Chinese; Intl needs a real BCP-47 tag.
export const intlTag = (language: string) => (language === 'ch' ? 'zh-CN' : language);

/** Numbers, prices (USD, as the template's sample data) and dates in the interface language. */
export function useIntlFormat() {
  const { i18n } = commonTranslations.useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const tag = intlTag(language);
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
    const number = new Intl.NumberFormat(tag);
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short' });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' });
    const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'full' });
    const safe = (format: Intl.DateTimeFormat) => (value: string | Date) => {
      const parsed = typeof value === 'string' ? new Date(value) : value;
      return Number.isNaN(parsed.getTime()) ? '' : format.format(parsed);
    };
    return {
      tag,
      money: (value: number) => money.format(value),
      number: (value: number) => number.format(value),
      date: safe(date),
      longDate: safe(longDate),
      time: safe(time),
      dateTime: safe(dateTime),
    };
  }, [language]);
}
