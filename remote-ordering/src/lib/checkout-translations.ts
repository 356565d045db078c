import { defineTranslations } from '@restaurant/shared';

/**
 * The checkout and orders texts (`orderingCheckout` namespace). Defining a namespace loads it at once, so this lives
 * apart from `lib/translations.ts`, which the homepage imports: only the lazy cart drawer and the checkout and order
 * pages import this module, and the homepage never downloads these words.
 */
export const checkoutTranslations = defineTranslations('orderingCheckout', {
  en: () => import('../locales/checkout/en'),
  fr: () => import('../locales/checkout/fr'),
  ar: () => import('../locales/checkout/ar'),
  ch: () => import('../locales/checkout/ch'),
  vi: () => import('../locales/checkout/vi'),
});
