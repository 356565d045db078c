import { defineTranslations } from '@restaurant/shared';

/** The calendar page's words (`demoCalendar`), one chunk per language. */
export const calendarTranslations = defineTranslations('demoCalendar', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
