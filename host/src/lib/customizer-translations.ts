import { defineTranslations } from '@restaurant/shared';

/**
 * The settings drawer's words (`hostCustomizer` namespace). Defining a namespace loads it at once, so this lives
 * apart from `lib/translations.ts`: only the drawer, which downloads on the first click of the settings button,
 * imports this module. Its own namespace rather than the dashboard's, since the drawer opens on public pages too.
 */
export const customizerTranslations = defineTranslations('hostCustomizer', {
  en: () => import('../locales/customizer/en'),
  fr: () => import('../locales/customizer/fr'),
  ar: () => import('../locales/customizer/ar'),
  ch: () => import('../locales/customizer/ch'),
  vi: () => import('../locales/customizer/vi'),
});
