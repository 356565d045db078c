import { defineTranslations } from '@restaurant/shared';

/** The contacts app's words, one file per language. */
export const contactsTranslations = defineTranslations('demoContacts', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
