import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { hostTranslations } from '../lib/translations';

/** The host's real `host` and `common` texts, through the kit's shared i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations(hostTranslations, language);
}
