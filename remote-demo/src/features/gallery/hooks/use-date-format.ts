import { useMemo } from 'react';
import { galleryTranslations } from '../translations';

/** Dates in the interface language (`ch` is Chinese, `zh-CN` to Intl). */
export function useDateFormat(): (iso: string) => string {
  const { i18n } = galleryTranslations.useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'ch' ? 'zh-CN' : language, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
