import { defineTranslations } from '@restaurant/shared';

/** The reports page's words (`staffReports`), one file per language. */
export const reportsTranslations = defineTranslations('staffReports', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
