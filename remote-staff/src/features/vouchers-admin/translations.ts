import { defineTranslations } from '@restaurant/shared';

/** The vouchers page's words (`staffVouchers`), one file per language. */
export const vouchersTranslations = defineTranslations('staffVouchers', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
