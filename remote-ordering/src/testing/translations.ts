import type { Language } from '@restaurant/shared';
import { loadTranslations } from '@restaurant/shared/testing';
import { orderingTranslations } from '../lib/translations';

/** The ordering remote's real `ordering` (and `common`) texts, through the kit's shared i18n set-up. */
export function setUpTranslations(language: Language = 'en'): Promise<void> {
  return loadTranslations(orderingTranslations, language);
}
