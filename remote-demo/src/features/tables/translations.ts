import { defineTranslations } from '@restaurant/shared';

/** The table examples' words, one file per language. */
export const tablesTranslations = defineTranslations('demoTables', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
