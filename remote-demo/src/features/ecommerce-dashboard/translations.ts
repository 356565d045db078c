import { defineTranslations } from '@restaurant/shared';

/** The e-commerce dashboard's words, one file per language, downloaded only for the language in use. */
export const ecommerceDashboardTranslations = defineTranslations('demoEcommerceDashboard', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
