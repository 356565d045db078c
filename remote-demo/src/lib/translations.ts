import { defineTranslations } from '@restaurant/shared';

/** The demo area's section and page titles, one file per language, downloaded only for the language in use. */
export const demoTranslations = defineTranslations('demo', {
  en: () => import('../locales/en'),
  fr: () => import('../locales/fr'),
  ar: () => import('../locales/ar'),
  ch: () => import('../locales/ch'),
  vi: () => import('../locales/vi'),
});
