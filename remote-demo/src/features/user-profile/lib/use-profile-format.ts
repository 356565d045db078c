import { useMemo } from 'react';
import { commonTranslations, languageTag } from '@restaurant/shared';

/** Counts and dates in the interface language, so they follow a language switch. */
export function useProfileFormat() {
  const { i18n } = commonTranslations.useTranslation();
  const tag = languageTag(i18n.language);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(tag);
    const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (value: number) => numbers.format(value),
      dateTime: (iso: string) => dates.format(new Date(iso)),
    };
  }, [tag]);
}
