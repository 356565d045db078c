import { defineTranslations } from '@restaurant/shared';

/** The chart pages' words, one file per language, downloaded only for the language in use. */
export const chartsTranslations = defineTranslations('demoCharts', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
