import { defineTranslations } from '@restaurant/shared';

/** The blog pages' words (posts list and post detail), one file per language. */
export const blogTranslations = defineTranslations('demoBlog', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
