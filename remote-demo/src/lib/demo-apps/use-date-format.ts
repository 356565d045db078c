import { useMemo } from 'react';
import { commonTranslations } from '@restaurant/shared';

// `ch` is the product's code for Chinese; Intl needs the real tag (shared's languageTag is not on the package entry).
const intlTag = (language: string) => (language === 'ch' ? 'zh-CN' : language);

/** Dates of the sample data (ISO strings) in the interface language, following a language switch. */
export function useDateFormat(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const { i18n } = commonTranslations.useTranslation();
  const language = i18n.language;
  const { dateStyle, timeStyle } = options;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlTag(language), { dateStyle, timeStyle });
    return (value: string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
  }, [language, dateStyle, timeStyle]);
}
