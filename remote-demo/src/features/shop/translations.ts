import { defineTranslations } from '@restaurant/shared';

/** The shop page's words, one file per language. */
export const shopTranslations = defineTranslations('demoShop', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
