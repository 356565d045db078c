import { defineTranslations } from '@restaurant/shared';

/** The user profile page's words, one file per language. */
export const userProfileTranslations = defineTranslations('demoUserProfile', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
