import { defineTranslations } from '@restaurant/shared';

/** The host stand's words (`staffHostStand`: the day's bookings, marks, walk-ins), one file per language. */
export const hostStandTranslations = defineTranslations('staffHostStand', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
