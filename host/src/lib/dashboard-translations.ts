import { defineTranslations } from '@restaurant/shared';

/**
 * The dashboard navigation's labels (`hostDashboard` namespace). Defining a namespace loads it at once, so this lives
 * apart from `lib/translations.ts`, which every public page imports: only the lazy full layout's navigation (sidebar,
 * horizontal menus) imports this module, and a public page's first render never downloads these words.
 */
export const dashboardTranslations = defineTranslations('hostDashboard', {
  en: () => import('../locales/dashboard/en'),
  fr: () => import('../locales/dashboard/fr'),
  ar: () => import('../locales/dashboard/ar'),
  ch: () => import('../locales/dashboard/ch'),
  vi: () => import('../locales/dashboard/vi'),
});
