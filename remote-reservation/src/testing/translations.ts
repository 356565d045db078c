import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { bookingTranslations } from '../lib/booking-translations';
import { mineTranslations } from '../lib/mine-translations';
import { reservationTranslations } from '../lib/translations';

/**
 * The reservation remote's real texts, `reservation`, the Mine tab's `reservationMine` and the booking step's
 * `reservationBooking` (and `common`), through the kit's shared i18n set-up.
 */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations([reservationTranslations, mineTranslations, bookingTranslations], language);
}
