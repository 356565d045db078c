import { defineTranslations } from '@restaurant/shared';

/** The checkout page's words, one file per language. */
export const checkoutTranslations = defineTranslations('demoCheckout', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
