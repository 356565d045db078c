import { defineTranslations } from '@restaurant/shared';

/** The tickets app's words, one file per language. */
export const ticketsTranslations = defineTranslations('demoTickets', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
