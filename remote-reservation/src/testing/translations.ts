import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { reservationTranslations } from '../lib/translations';

/** The reservation remote's real `reservation` (and `common`) texts, through the kit's shared i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations(reservationTranslations, language);
}
