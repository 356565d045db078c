import { defineTranslations } from '@restaurant/shared';

/** The tree view demo's words, one file per language, downloaded only for the language in use. */
export const treeviewTranslations = defineTranslations('demoTreeview', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
