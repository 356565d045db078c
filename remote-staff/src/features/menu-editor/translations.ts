import { defineTranslations } from '@restaurant/shared';

/** The menu editor's words (`staffMenuEditor`), one file per language. */
export const menuEditorTranslations = defineTranslations('staffMenuEditor', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
