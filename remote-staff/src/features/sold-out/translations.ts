import { defineTranslations } from '@restaurant/shared';

/** The sold-out page's words (`staffSoldOut`), one file per language. */
export const soldOutTranslations = defineTranslations('staffSoldOut', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
