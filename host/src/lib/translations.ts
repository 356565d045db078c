import { defineTranslations } from '@restaurant/shared';

/**
 * The shell's texts (`host` namespace): header, footer, landing links, remote panels. Defining registers it, so a
 * component reading `const { t } = hostTranslations.useTranslation()` has its texts; each language's file
 * (src/locales/) is downloaded only when that language is in use, English always (it is the fallback). Words only a
 * lazy part reads have their own namespace: `dashboard-translations.ts`, `customizer-translations.ts`.
 */
export const hostTranslations = defineTranslations('host', {
  en: () => import('../locales/en'),
  fr: () => import('../locales/fr'),
  ar: () => import('../locales/ar'),
  ch: () => import('../locales/ch'),
  vi: () => import('../locales/vi'),
});
