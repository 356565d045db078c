import { defineTranslations } from '@restaurant/shared';

/** The opening hours and booking rules page's words (`staffSettings`), one file per language. */
export const settingsTranslations = defineTranslations('staffSettings', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
