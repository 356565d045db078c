import { defineTranslations } from '@restaurant/shared';

/** The friends page's words (`demoFriends`), one chunk per language. */
export const friendsTranslations = defineTranslations('demoFriends', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
