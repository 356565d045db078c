import { defineTranslations } from '@restaurant/shared';

/** The notes app's words, one file per language. */
export const notesTranslations = defineTranslations('demoNotes', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
