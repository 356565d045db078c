import { defineTranslations } from '@restaurant/shared';

/** The widget pages' words, one file per language, downloaded only for the language in use. */
export const widgetsTranslations = defineTranslations('demoWidgets', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
