import { useMemo } from 'react';
import { languageTag } from '@restaurant/shared';
import { galleryTranslations } from '../translations';

/** Dates in the interface language. */
export function useDateFormat(): (iso: string) => string {
  const { i18n } = galleryTranslations.useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}
