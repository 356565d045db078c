import { defineTranslations } from '@restaurant/shared';

/** The kitchen's orders board: columns, cards, the advance buttons and the live stream's notices. */
export const ordersBoardTranslations = defineTranslations('staffOrders', {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  ch: () => import('./locales/ch'),
  vi: () => import('./locales/vi'),
});
