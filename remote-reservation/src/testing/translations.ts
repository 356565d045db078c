import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { mineTranslations } from '../lib/mine-translations';
import { reservationTranslations } from '../lib/translations';

/**
 * The reservation remote's real texts, `reservation` and the Mine tab's `reservationMine` (and `common`), through the
 * kit's shared i18n set-up.
 */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations([reservationTranslations, mineTranslations], language);
}
