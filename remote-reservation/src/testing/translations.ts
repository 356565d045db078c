import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { registerReservationTranslations } from '../app/i18n/register-reservation-translations';

/** The reservation remote's real `reservation` texts, through the kit's shared i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations({ register: registerReservationTranslations, namespaces: ['reservation'], language });
}
