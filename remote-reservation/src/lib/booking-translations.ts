import { defineTranslations } from '@restaurant/shared';

/**
 * The booking step's texts (`reservationBooking` namespace: selection checks, summary, sign-in, contact form, failure,
 * confirmation). Defining a namespace loads it at once, so this lives apart from `lib/translations.ts`, which the
 * booking tab (the page's first render) imports: only lazy chunks import this module (the booking step fetched on a
 * pick, the confirmation, and the Mine tab, which reads the occasions and the time range), so a visitor's first view
 * does not download these words.
 */
export const bookingTranslations = defineTranslations('reservationBooking', {
  en: () => import('../locales/booking/en'),
  fr: () => import('../locales/booking/fr'),
  ar: () => import('../locales/booking/ar'),
  ch: () => import('../locales/booking/ch'),
  vi: () => import('../locales/booking/vi'),
});
