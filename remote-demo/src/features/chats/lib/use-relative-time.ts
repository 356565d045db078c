import { useMemo } from 'react';
import { commonTranslations, languageTag } from '@restaurant/shared';
import { relativeTime } from './relative-time';

/** "3 hours ago" in the interface language, following a language switch. */
export function useRelativeTime(): (iso: string) => string {
  const { i18n } = commonTranslations.useTranslation();
  const tag = languageTag(i18n.language);
  return useMemo(() => (iso: string) => relativeTime(iso, Date.now(), tag), [tag]);
}
