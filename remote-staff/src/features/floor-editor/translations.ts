import { defineTranslations } from '@restaurant/shared';

/** The floor plan editor's words (`staffFloors`), one file per language. */
export const floorEditorTranslations = defineTranslations('staffFloors', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
