import { defineTranslations } from '@restaurant/shared';

/**
 * The "My reservations" tab's texts (`reservationMine` namespace: list, detail, cancel dialog). Defining a namespace
 * loads it at once, so this lives apart from `lib/translations.ts`, which the booking tab (the page's first render)
 * imports: only the lazy Mine tab's components import this module, so the first page never downloads these words.
 */
export const mineTranslations = defineTranslations('reservationMine', {
  en: () => import('../locales/mine/en'),
  fr: () => import('../locales/mine/fr'),
  ar: () => import('../locales/mine/ar'),
  ch: () => import('../locales/mine/ch'),
  vi: () => import('../locales/mine/vi'),
});
