import { defineTranslations } from '@restaurant/shared';

/** The reviews page's words (`staffReviews`), one file per language. */
export const reviewsAdminTranslations = defineTranslations('staffReviews', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
