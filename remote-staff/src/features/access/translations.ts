import { defineTranslations } from '@restaurant/shared';

/** What every staff page says before its own content: the 403 page and the wait while the account is checked. */
export const accessTranslations = defineTranslations('staffAccess', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
