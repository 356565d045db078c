import { defineTranslations } from '@restaurant/shared';

/**
 * The auth remote's texts (`auth` namespace). Defining registers it, so a component reading
 * `const { t } = authTranslations.useTranslation()` has its texts; each language's file (src/locales/) is
 * downloaded only when that language is in use, English always (it is the fallback).
 */
export const authTranslations = defineTranslations('auth', {
  en: () => import('../locales/en'),
  fr: () => import('../locales/fr'),
  ar: () => import('../locales/ar'),
  ch: () => import('../locales/ch'),
  vi: () => import('../locales/vi'),
});
