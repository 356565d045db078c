import { defineTranslations } from '@restaurant/shared';

/**
 * The shell's texts (`host` namespace): layouts, navigation, customizer. Defining registers it, so a component reading
 * `const { t } = hostTranslations.useTranslation()` has its texts; each language's file (src/locales/) is
 * downloaded only when that language is in use, English always (it is the fallback).
 */
export const hostTranslations = defineTranslations('host', {
  en: () => import('../locales/en'),
  fr: () => import('../locales/fr'),
  ar: () => import('../locales/ar'),
  ch: () => import('../locales/ch'),
});
