import { useMemo } from 'react';
import { commonTranslations } from '@restaurant/shared';
import { relativeTime } from './relative-time';

// `ch` is the product's code for Chinese; Intl needs the real tag. Not shared's `languageTag`: the shared singleton
// comes from the host's build, and a host built before that export would break this page.
const intlTag = (language: string) => (language === 'ch' ? 'zh-CN' : language);

/** "3 hours ago" in the interface language, following a language switch. */
export function useRelativeTime(): (iso: string) => string {
  const { i18n } = commonTranslations.useTranslation();
  const tag = intlTag(i18n.language);
  return useMemo(() => (iso: string) => relativeTime(iso, Date.now(), tag), [tag]);
}
