import { defineTranslations } from '@restaurant/shared';

/** The product detail page's words, one file per language. */
export const productDetailTranslations = defineTranslations('demoProductDetail', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
