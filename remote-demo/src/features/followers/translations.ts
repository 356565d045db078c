import { defineTranslations } from '@restaurant/shared';

/** The followers page's words (`demoFollowers`), one chunk per language. */
export const followersTranslations = defineTranslations('demoFollowers', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
