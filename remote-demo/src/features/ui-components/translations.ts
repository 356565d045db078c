import { defineTranslations } from '@restaurant/shared';

/** The UI components galleries' words, one file per language, downloaded only for the language in use. */
export const uiComponentsTranslations = defineTranslations('demoUiComponents', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
