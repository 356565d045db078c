import { defineTranslations } from '@restaurant/shared';

/** The host stand's words (today's bookings, walk-ins). */
export const hostStandTranslations = defineTranslations('staffHostStand', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
});
