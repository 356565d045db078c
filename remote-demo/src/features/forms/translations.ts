import { defineTranslations } from '@restaurant/shared';

/** The form examples' words (elements, layouts, wizard, validation, editor), one file per language. */
export const formsTranslations = defineTranslations('demoForms', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
