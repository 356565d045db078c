import { useMemo } from 'react';
import { commonTranslations } from '@restaurant/shared';

/**
 * `ch` is the product's code for Chinese; Intl needs its real tag. Not shared's `languageTag`: @restaurant/shared is
 * the host's singleton at run time, and a host built before that export gives the remote none.
 */
const intlTagOf = (language: string) => (language === 'ch' ? 'zh-CN' : language);

/** Counts and dates in the interface language, so they follow a language switch. */
export function useBlogFormat() {
  const { i18n } = commonTranslations.useTranslation();
  const tag = intlTagOf(i18n.language);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(tag);
    const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    return {
      number: (value: number) => numbers.format(value),
      date: (iso: string) => dates.format(new Date(iso)),
    };
  }, [tag]);
}
