import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { authTranslations } from '../lib/translations';

/** The auth remote's real `auth` (and `common`) texts, through the kit's shared i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations(authTranslations, language);
}
