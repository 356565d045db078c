import { defineTranslations } from '@restaurant/shared';

/** The e-mail page's words (`demoEmail`), one chunk per language. */
export const emailTranslations = defineTranslations('demoEmail', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
