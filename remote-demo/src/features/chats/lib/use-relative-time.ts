import { useMemo } from 'react';
import { useIntlLocale } from '@restaurant/shared';
import { relativeTime } from './relative-time';

/** "3 hours ago" in the interface language, following a language switch. */
export function useRelativeTime(): (iso: string) => string {
  const tag = useIntlLocale();
  return useMemo(() => (iso: string) => relativeTime(iso, Date.now(), tag), [tag]);
}
