import { defineTranslations } from '@restaurant/shared';

/**
 * The ordering remote's texts (`ordering` namespace). Defining registers it, so a component reading
 * `const { t } = orderingTranslations.useTranslation()` has its texts; each language's file (src/locales/) is
 * downloaded only when that language is in use, English always (it is the fallback).
 */
export const orderingTranslations = defineTranslations('ordering', {
  en: () => import('../locales/en'),
  fr: () => import('../locales/fr'),
  ar: () => import('../locales/ar'),
  ch: () => import('../locales/ch'),
  vi: () => import('../locales/vi'),
});
